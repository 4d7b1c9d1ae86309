// The organisers' dashboard at /admin: its own query client, the session gate and the screens'
// routes. Every screen is its own chunk (screens.ts): a signed-out visit loads the sign-in form
// and nothing of the signed-in dashboard (issue 21).
import type { AdminBoot } from '@vibe/contracts/admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { ApiError } from '@/lib/api-client.ts';
import { readAdminBoot } from './api/boot.ts';
import { getMeQueryOptions, isSignedOut, useMe } from './api/get-me.ts';
import { adminKeys } from './api/query-keys.ts';
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

/**
 * The dashboard's query client, told what the shell already says (`boot`), so that the first
 * screen needs no round trip: the organiser, or "signed out" (with whether the first owner is
 * still to be made). Without boot data it asks the session check and the setup together.
 */
function createAdminQueryClient(boot: AdminBoot | null): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true } },
  });
  if (boot?.session === 'organiser') {
    client.setQueryData(getMeQueryOptions().queryKey, boot.me);
  } else if (boot?.session === 'none') {
    client.setQueryData(getSetupQueryOptions().queryKey, { needed: boot.setupNeeded });
    // "Signed out" is known now, not after a render: the first render is the form, as the
    // prerendered page shows it (and hydration expects). Its one check on mount answers at once
    // (api/boot.ts).
    client
      .getQueryCache()
      .build(client, { queryKey: adminKeys.me })
      .setState({
        status: 'error',
        error: new ApiError(401, 'unauthorized'),
        errorUpdatedAt: Date.now(),
        fetchStatus: 'idle',
      });
  } else {
    // Asked for together with the session check, not after it: a signed-out visit needs both
    // answers (and the form's chunk) before it shows anything, and each is a round trip.
    void client.prefetchQuery(getSetupQueryOptions());
  }
  return client;
}

export interface AdminAppProps {
  /** What the shell says (default: read from the page); the prerender passes its own. */
  boot?: AdminBoot | null;
}

export default function AdminApp({ boot }: AdminAppProps) {
  const [queryClient] = useState(() =>
    createAdminQueryClient(boot === undefined ? readAdminBoot() : boot),
  );
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
