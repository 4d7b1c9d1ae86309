// The organisers' dashboard at /admin: its own query client, the session gate and the screens'
// routes. Every screen is its own chunk (screens.ts): a signed-out visit loads the sign-in form
// and nothing of the signed-in dashboard (issue 21).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { readAdminBoot } from './api/boot.ts';
import { isSignedOut, useMe } from './api/get-me.ts';
import { getSetupQueryOptions, useSetup } from './api/get-setup.ts';
import { ScreenLoading } from './components/screen-loading.tsx';
import {
  AcceptInviteScreen,
  FirstRunScreen,
  preloadSignedInScreen,
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
  if (me.isError) {
    if (!isSignedOut(me.error)) throw me.error;
    if (onSignIn) return <SignedOut />;
    return <Navigate to="/admin/sign-in" replace state={{ from: location.pathname }} />;
  }
  if (onSignIn) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from?.startsWith('/admin') ? from : '/admin'} replace />;
  }
  // Idempotent (the module cache answers again): safe in render, and earliest here.
  preloadSignedInScreen(location.pathname);
  return <SignedInArea me={me.data} />;
}

function createAdminQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true } },
  });
  const boot = readAdminBoot();
  if (boot) {
    // The shell already says (no session cookie): no round trip before the form.
    client.setQueryData(getSetupQueryOptions().queryKey, { needed: boot.setupNeeded });
  } else {
    // Asked for together with the session check, not after it: a signed-out visit needs both
    // answers (and the form's chunk) before it shows anything, and each is a round trip.
    void client.prefetchQuery(getSetupQueryOptions());
  }
  return client;
}

export default function AdminApp() {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<ScreenLoading />}>
        <Routes>
          <Route path="invite" element={<AcceptInviteScreen />} />
          <Route path="*" element={<SignedInRoutes />} />
        </Routes>
      </Suspense>
    </QueryClientProvider>
  );
}
