import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // sonner keeps its toasts in a module-wide store and replays active ones to a new viewport:
  // dismiss them so no test sees another test's toast.
  toast.dismiss();
});
