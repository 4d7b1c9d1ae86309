import { describe, expect, it } from 'vitest';
import { isAdminPath } from './router.tsx';

describe('isAdminPath', () => {
  it('matches /admin and every path below it, as React Router matches /admin/*', () => {
    for (const path of ['/admin', '/admin/', '/admin/people/ada@example.com', '/ADMIN/audit']) {
      expect(isAdminPath(path), path).toBe(true);
    }
  });

  it('leaves the landing page and lookalike paths to the other screens', () => {
    for (const path of ['/', '/administrator', '/no/admin', '/admins']) {
      expect(isAdminPath(path), path).toBe(false);
    }
  });
});
