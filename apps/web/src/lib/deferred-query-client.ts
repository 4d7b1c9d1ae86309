import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { use, useContext, useSyncExternalStore } from 'react';

// TanStack Query's client (QueryClient and its caches, ~6 KB gzip) is not needed to paint or
// hydrate the landing page, only once the visitor starts signing up. So it loads on the first
// interaction (`loadQueryClient`) and `DeferredQueryClientProvider` (app/provider.tsx) provides
// it from then on. Only the type is imported here: the class lives in ./query-client.ts.

let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

/** Loads and creates the app's query client once; later calls return the same promise. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client.ts').then(
    ({ createQueryClient }) => {
      client = createQueryClient();
      for (const listener of listeners) listener();
      return client;
    },
    (error: unknown) => {
      loading = undefined; // a later call tries again
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loaded query client, or undefined until {@link loadQueryClient} finished. */
export function useLoadedQueryClient(): QueryClient | undefined {
  return useSyncExternalStore(
    subscribe,
    () => client,
    () => undefined,
  );
}

/**
 * The query client for a component that needs one now: the provided one if there is one,
 * otherwise it starts loading it and suspends (React `use`) until it is there. Render such a
 * component inside a `<Suspense>` boundary.
 */
export function useReadyQueryClient(): QueryClient {
  const provided = useContext(QueryClientContext);
  return provided ?? use(loadQueryClient());
}
