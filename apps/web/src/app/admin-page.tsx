import type { AdminBoot } from '@vibe/contracts/admin';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { AppProvider } from '@/app/provider.tsx';
import AdminRoute from '@/app/routes/admin.tsx';

/**
 * The dashboard's page as a whole: the app's providers and the dashboard's router. The browser
 * renders it (src/admin-main.tsx) and the build prerenders its signed-out screens with it
 * (src/entry-server.tsx), inside a router of its own: one tree, so hydration finds the markup
 * it renders.
 */
export function AdminPage({
  boot,
  queryClient,
}: {
  boot: AdminBoot | null;
  queryClient?: QueryClient;
}) {
  return (
    <StrictMode>
      <AppProvider>
        <Suspense fallback={null}>
          <AdminRoute boot={boot} queryClient={queryClient} />
        </Suspense>
      </AppProvider>
    </StrictMode>
  );
}
