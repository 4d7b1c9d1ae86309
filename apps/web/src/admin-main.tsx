import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider.tsx';
import AdminRoute from '@/app/routes/admin.tsx';
import { readAdminBoot } from '@/features/admin/api/boot.ts';
import { loadFirstRun, loadSignIn, preloadSignedInScreen } from '@/features/admin/screens.ts';
import './index.css';

// The dashboard's own entry (admin.html, which the server answers for /admin and below): the
// app's providers and the dashboard's router, nothing of the landing page. Each screen loads
// as its own chunk (features/admin/screens.ts).

// Whichever the session check answers, the next screen's code is already on its way: the
// sign-in form, or the layout with the screen of this path (the overview for /admin). Each
// saves a round trip after the answer on a slow connection, for a few KB the other case never
// uses (the sign-in form's code is in the dashboard's core chunk).
// A shell without a session cookie says so (features/admin/api/boot.ts): then only the form.
const boot = readAdminBoot();
if (boot?.setupNeeded) loadFirstRun().catch(() => {});
else loadSignIn().catch(() => {});
if (!boot) preloadSignedInScreen(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('admin.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <Suspense fallback={null}>
        <AdminRoute />
      </Suspense>
    </AppProvider>
  </StrictMode>,
);
