import { Route, Routes } from 'react-router';
import { paths } from '@/config/paths.ts';
import { LandingRoute } from './routes/landing.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';

/**
 * The app's routes (spec §2): the landing page and the 404 page for any other path. Rendered
 * inside `BrowserRouter` in the browser and `StaticRouter` when prerendering.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<LandingRoute />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
