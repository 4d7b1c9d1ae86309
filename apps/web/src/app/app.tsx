import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './router.tsx';

/** The whole app below the router: providers and routes. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRoutes />
    </AppProvider>
  );
}
