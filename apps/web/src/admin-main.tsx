import { startAdmin } from '@/app/start-admin.tsx';
import './index.css';

// The entry of the dashboard's shell for a browser that may be signed in (admin.html): its
// code is all needed for the first screen, so it loads with the page (the HTML names every
// chunk) and starts at once. Nothing of the landing page.
startAdmin().catch((error: unknown) => {
  console.error('The dashboard could not start:', error);
});
