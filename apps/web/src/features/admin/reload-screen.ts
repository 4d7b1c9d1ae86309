import type { Query, QueryClient } from '@tanstack/react-query';
import { isUnreachable } from './api/unreachable.ts';
import { SIGNED_IN_LOADERS, signedInScreenAt } from './signed-in-screens.ts';

/** A query with nothing to show because the server did not answer it. */
const unanswered = (query: Query) =>
  query.state.data === undefined && isUnreachable(query.state.error);

/**
 * Loads again what the screen at `pathname` could not load: its code, and every query the server
 * did not answer (only those; a 404 is an answer). True once all of it arrived, so the screen
 * can show without failing again.
 */
export async function reloadScreen(client: QueryClient, pathname: string): Promise<boolean> {
  const screen = signedInScreenAt(pathname);
  try {
    await Promise.all([
      screen ? SIGNED_IN_LOADERS[screen]() : undefined,
      client.refetchQueries({ predicate: unanswered }),
    ]);
  } catch {
    return false;
  }
  return client.getQueryCache().findAll({ predicate: unanswered }).length === 0;
}
