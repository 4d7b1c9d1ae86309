// The organisers' dashboard at /admin: its own query client, the session gate and the screens'
// routes. Every screen is its own chunk (screens.ts): a signed-out visit loads the sign-in form
// and nothing of the signed-in dashboard.
import type { AdminBoot } from '@vibe/contracts/admin';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { readAdminBoot } from './api/boot.ts';
import { createAdminQueryClient } from './api/admin-query-client.ts';
import { isSignedOut, useMe } from './api/get-me.ts';
import { useSetup } from './api/get-setup.ts';
import { ScreenLoading } from './components/screen-loading.tsx';
import {
  AcceptInviteScreen,
  FirstRunScreen,
  ForgotPasswordScreen,
  preloadSignedInScreen,
  ResetPasswordScreen,
  SignedInArea,
  SignInScreen,
} from './screens.ts';

/** The signed-out screens: the first-run form while no organiser exists, else sign-in. */
function SignedOut() {
  const setup = useSetup();
  if (setup.isPending) return <ScreenLoading />;
  return setup.data?.needed ? <FirstRunScreen /> : <SignInScreen />;
}

/** Screens that need a session: a signed-out visit goes to sign-in, and back after it. */
function SignedInRoutes() {
  const location = useLocation();
  const me = useMe();
  const onSignIn = location.pathname === '/admin/sign-in';
  if (me.isPending) return <ScreenLoading />;
  const signedOut = me.isError && isSignedOut(me.error);
  // A failed re-check of a known session (the server out of reach for a moment) keeps the
  // dashboard on screen: its screens say what did not load and catch up by themselves.
  if (!me.data || signedOut) {
    if (!signedOut) throw me.error;
    // The form stands first, on every path: it is what the prerendered sign-in page shows
    // (scripts/prerender.mjs), and it stays mounted, typing and all, as the path becomes
    // /admin/sign-in.
    return (
      <>
        <SignedOut />
        {onSignIn ? null : (
          <Navigate to="/admin/sign-in" replace state={{ from: location.pathname }} />
        )}
      </>
    );
  }
  if (onSignIn) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from?.startsWith('/admin') ? from : '/admin'} replace />;
  }
  // Idempotent (the module cache answers again): safe in render, and earliest here.
  preloadSignedInScreen(location.pathname);
  return <SignedInArea me={me.data} />;
}

export interface AdminAppProps {
  /** What the shell says (default: read from the page); the prerender passes its own. */
  boot?: AdminBoot | null;
  /** The dashboard's query client, made already (default: one made for `boot`). */
  queryClient?: QueryClient;
}

export default function AdminApp({ boot, queryClient: given }: AdminAppProps) {
  const [queryClient] = useState(
    () => given ?? createAdminQueryClient(boot === undefined ? readAdminBoot() : boot),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<ScreenLoading />}>
        <Routes>
          <Route path="invite" element={<AcceptInviteScreen />} />
          <Route path="forgot-password" element={<ForgotPasswordScreen />} />
          <Route path="reset-password" element={<ResetPasswordScreen />} />
          <Route path="*" element={<SignedInRoutes />} />
        </Routes>
      </Suspense>
    </QueryClientProvider>
  );
}
