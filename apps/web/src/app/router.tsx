import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '@/config/paths.ts';
import { LandingRoute } from './routes/landing.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';

// The organisers' dashboard loads only on /admin: none of it is in the landing page's first load.
const AdminApp = lazy(() => import('@/features/admin/admin-app.tsx'));

/**
 * The app's routes (spec §2): the landing page, the organisers' dashboard (lazily loaded) and
 * the 404 page for any other path. Rendered
 * inside `BrowserRouter` in the browser and `StaticRouter` when prerendering.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<LandingRoute />} />
      <Route
        path={`${paths.admin}/*`}
        element={
          <Suspense fallback={null}>
            <AdminApp />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
