// The organisers' dashboard at /admin (loaded lazily: nothing of it is in the landing page's
// first load). Its own query client, the session gate and the screens' routes.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isSignedOut, useMe } from './api/get-me.ts';
import { useSetup } from './api/get-setup.ts';
import { AdminLayout } from './components/admin-layout.tsx';
import { AcceptInviteScreen } from './routes/accept-invite.tsx';
import { AccountScreen } from './routes/account.tsx';
import { AuditScreen } from './routes/audit.tsx';
import { FirstRunScreen } from './routes/first-run.tsx';
import { OverviewScreen } from './routes/overview.tsx';
import { PeopleScreen } from './routes/people.tsx';
import { PersonScreen } from './routes/person.tsx';
import { SignInScreen } from './routes/sign-in.tsx';

function Loading() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-label="Loading">
      <Spinner className="size-6" />
    </div>
  );
}

/** The signed-out screens: the first-run form while no organiser exists, else sign-in. */
function SignedOut() {
  const setup = useSetup();
  if (setup.isPending) return <Loading />;
  return setup.data?.needed ? <FirstRunScreen /> : <SignInScreen />;
}

/** Screens that need a session: a signed-out visit goes to sign-in, and back after it. */
function SignedInRoutes() {
  const location = useLocation();
  const me = useMe();
  const onSignIn = location.pathname === '/admin/sign-in';
  if (me.isPending) return <Loading />;
  if (me.isError) {
    if (!isSignedOut(me.error)) throw me.error;
    if (onSignIn) return <SignedOut />;
    return <Navigate to="/admin/sign-in" replace state={{ from: location.pathname }} />;
  }
  if (onSignIn) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from?.startsWith('/admin') ? from : '/admin'} replace />;
  }
  return (
    <AdminLayout me={me.data}>
      <Routes>
        <Route index element={<OverviewScreen />} />
        <Route path="people" element={<PeopleScreen />} />
        <Route path="people/:email" element={<PersonScreen me={me.data} />} />
        <Route path="audit" element={<AuditScreen />} />
        <Route path="account" element={<AccountScreen me={me.data} />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </AdminLayout>
  );
}

export default function AdminApp() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route path="invite" element={<AcceptInviteScreen />} />
        <Route path="*" element={<SignedInRoutes />} />
      </Routes>
    </QueryClientProvider>
  );
}
