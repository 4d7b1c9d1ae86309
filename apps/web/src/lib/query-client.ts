import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query client. Failures surface at once as the product's notices instead of being
 * retried silently behind a spinner; a screen that wants retries asks for them. Loaded lazily
 * (see deferred-query-client.ts); import it directly only in tests and lazily loaded code.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
