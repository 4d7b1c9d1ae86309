// The fetch for URLs an API caller configured, as the platform's settings choose it: guarded
// (public addresses only) by default, or the plain fetch when the operator allows private
// webhooks (`ALLOW_PRIVATE_WEBHOOKS=1` in the product's server).
import type { PlatformLogger } from '../deps.ts';
import { createGuardedFetch, type GuardedFetch } from './guarded-fetch.ts';

/**
 * Builds the platform's outbound fetch. Refusals are logged with the host, the address and its
 * range only: never the URL (its path or query may hold a token) nor any header.
 */
export function createOutboundFetch(
  baseFetch: typeof fetch,
  allowPrivate: boolean,
  log: PlatformLogger,
): GuardedFetch {
  if (allowPrivate) return { fetch: baseFetch, close: async () => undefined };
  return createGuardedFetch({
    onRefused: (refusal) =>
      log.warn('refused to reach a non-public address', {
        host: refusal.host,
        address: refusal.address,
        range: refusal.range,
      }),
  });
}
