import { lazy, Suspense } from 'react';
import { paths } from '@/config/paths.ts';
import { LandingRoute } from './routes/landing.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';

// The organisers' dashboard, with React Router, loads only on /admin: none of it is in the
// landing page's first load.
const AdminRoute = lazy(() => import('./routes/admin.tsx'));

/**
 * Whether `path` belongs to the dashboard: `/admin` and everything below it, matched like
 * React Router matches `/admin/*` (letter case and a trailing slash do not matter).
 */
export function isAdminPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === paths.admin || lower.startsWith(`${paths.admin}/`);
}

/**
 * The app's screens (docs/product.md#sign-up) for the page's path: the landing page, the
 * organisers' dashboard (lazily loaded, routed inside by React Router) and the 404 page for any
 * other path. Every path is a page load of its own (the server answers each with its
 * prerendered HTML), so the landing and 404 pages need no client-side router: that keeps React
 * Router (~13 KB gzip) out of their first load.
 */
export function AppRoutes({ path }: { path: string }) {
  if (path === paths.home) return <LandingRoute />;
  if (isAdminPath(path)) {
    return (
      <Suspense fallback={null}>
        <AdminRoute />
      </Suspense>
    );
  }
  return <NotFoundRoute path={path} />;
}
