import type { AdminBoot } from '@vibe/contracts/admin';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client.ts';
import { getOverviewQueryOptions, FIRST_OVERVIEW_PERIOD } from './get-overview.ts';
import { getMeQueryOptions } from './get-me.ts';
import { getSetupQueryOptions } from './get-setup.ts';
import { adminKeys } from './query-keys.ts';
import { signedInScreenAt } from '../signed-in-screens.ts';

/**
 * The dashboard's query client, told what the shell already says (`boot`), so that the first
 * screen needs no round trip: the organiser, or "signed out" (with whether the first owner is
 * still to be made). Without boot data it asks the session check and the setup together.
 */
export function createAdminQueryClient(boot: AdminBoot | null): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true } },
  });
  if (boot?.session === 'organiser') {
    client.setQueryData(getMeQueryOptions().queryKey, boot.me);
  } else if (boot?.session === 'none') {
    client.setQueryData(getSetupQueryOptions().queryKey, {
      needed: boot.setupNeeded,
      mailEnabled: boot.mailEnabled,
    });
    // "Signed out" is known now, not after a render: the first render is the form, as the
    // prerendered page shows it (and hydration expects). Mounting does not ask again
    // (`retryOnMount: false`, get-me.ts); a sign-in does.
    client
      .getQueryCache()
      .build(client, { queryKey: adminKeys.me })
      .setState({
        status: 'error',
        error: new ApiError(401, 'unauthorized'),
        errorUpdatedAt: Date.now(),
        fetchStatus: 'idle',
      });
  } else {
    // Asked for together with the session check, not after it: a signed-out visit needs both
    // answers (and the form's chunk) before it shows anything, and each is a round trip.
    void client.prefetchQuery(getSetupQueryOptions());
  }
  return client;
}

/**
 * Asks for the data of the screen at `pathname` as it opens (the overview's figures), side by
 * side with its code, instead of once the screen has rendered: for a page whose organiser the
 * shell named. Other screens ask for theirs as they render; the people list once the page has
 * painted (routes/people.tsx).
 */
export function prefetchFirstScreenData(client: QueryClient, pathname: string): void {
  const screen = signedInScreenAt(pathname);
  if (screen === 'overview') {
    void client.prefetchQuery(getOverviewQueryOptions(FIRST_OVERVIEW_PERIOD));
  }
}
