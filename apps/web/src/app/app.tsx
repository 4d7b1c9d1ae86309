import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './router.tsx';

/** Props of {@link App}; tests pass their own `queryClient`. */
export interface AppProps {
  /** The page's URL path (`window.location.pathname`, or the path being prerendered). */
  path: string;
  queryClient?: QueryClient;
}

/** The whole app: providers and the screen for `path`. */
export function App({ path, queryClient }: AppProps) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRoutes path={path} />
    </AppProvider>
  );
}
