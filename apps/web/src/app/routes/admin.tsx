import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useInRouterContext, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import AdminApp, { type AdminAppProps } from '@/features/admin/admin-app.tsx';

/**
 * A path outside the dashboard reached by its router (a link or "back" within one page load):
 * loaded as a page of its own, as the server answers it, since only /admin is routed here.
 */
function LeaveDashboard() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.assign(pathname + search + hash);
  }, [pathname, search, hash]);
  return null;
}

/**
 * The organisers' dashboard (its own chunk, React Router included): `/admin/*` routed by the
 * browser's history. Inside a router already (tests give a `MemoryRouter`) it uses that one.
 */
export default function AdminRoute(props: AdminAppProps) {
  const routes = (
    <Routes>
      <Route path={`${paths.admin}/*`} element={<AdminApp {...props} />} />
      <Route path="*" element={<LeaveDashboard />} />
    </Routes>
  );
  return useInRouterContext() ? routes : <BrowserRouter>{routes}</BrowserRouter>;
}
