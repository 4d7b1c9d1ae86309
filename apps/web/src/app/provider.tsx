import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary.tsx';
import { ReloadNotice } from '@/components/reload-notice.tsx';
import { ToasterHost } from '@/components/toaster-host.tsx';
import { TooltipProvider } from '@/components/ui/tooltip.tsx';
import { useLoadedQueryClient } from '@/lib/deferred-query-client.ts';

/** Props of {@link AppProvider}; tests pass their own `queryClient`. */
export interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

/**
 * Provides the query client once it exists: the one given, or the app's, which loads on the
 * first interaction (lib/deferred-query-client.ts) to keep it out of the first bundle. Does
 * what TanStack's `QueryClientProvider` does (mount the client, put it in context) but accepts
 * "not yet", so the tree below never remounts when the client arrives.
 */
function DeferredQueryClientProvider({
  client,
  children,
}: {
  client?: QueryClient;
  children: ReactNode;
}) {
  const loaded = useLoadedQueryClient();
  const active = client ?? loaded;

  useEffect(() => {
    if (!active) return;
    active.mount();
    return () => active.unmount();
  }, [active]);

  return <QueryClientContext.Provider value={active}>{children}</QueryClientContext.Provider>;
}

/** Copy of the last-resort screen shown when a page fails as a whole. */
export const appErrorCopy = {
  message: 'Something went wrong on this page.',
} as const;

const appErrorFallback = (
  <main className="flex min-h-dvh items-center justify-center px-6">
    <ReloadNotice message={appErrorCopy.message} />
  </main>
);

/**
 * Everything the screens rely on (docs/product.md#sign-up): the data-query client, toasts and
 * tooltips (one provider shares their delays). The query client and the toast viewport load on
 * first use, so they cost the first paint nothing.
 */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  return (
    <DeferredQueryClientProvider client={queryClient}>
      <TooltipProvider>
        <ErrorBoundary fallback={appErrorFallback}>{children}</ErrorBoundary>
      </TooltipProvider>
      <ToasterHost />
    </DeferredQueryClientProvider>
  );
}
