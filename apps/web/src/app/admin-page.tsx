import type { AdminBoot } from '@vibe/contracts/admin';
import { StrictMode, Suspense } from 'react';
import { AppProvider } from '@/app/provider.tsx';
import AdminRoute from '@/app/routes/admin.tsx';

/**
 * The dashboard's page as a whole: the app's providers and the dashboard's router. The browser
 * renders it (src/admin-main.tsx) and the build prerenders its signed-out screens with it
 * (src/entry-server.tsx), inside a router of its own: one tree, so hydration finds the markup
 * it renders.
 */
export function AdminPage({ boot }: { boot: AdminBoot | null }) {
  return (
    <StrictMode>
      <AppProvider>
        <Suspense fallback={null}>
          <AdminRoute boot={boot} />
        </Suspense>
      </AppProvider>
    </StrictMode>
  );
}
