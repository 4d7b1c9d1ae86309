import { ApiError } from '@/lib/api-client.ts';

/**
 * Gateway answers that mean the server behind them is down or restarting, not that it refused:
 * the same "try again soon" as no answer at all.
 */
const GATEWAY_DOWN = new Set([502, 503, 504]);

/** True for a call the server did not answer: no answer, a timeout, or a gateway's "down". */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || GATEWAY_DOWN.has(error.status));
}

/**
 * `throwOnError` of a screen's own data: a screen with nothing to show because the server did
 * not answer hands the failure to the screen area's boundary (components/screen-error-boundary),
 * which says so in place and loads the screen again once the server answers. Data already on
 * screen stays there, and every other error (a 404, a refusal) is the screen's own to show.
 */
export function throwWhenUnreachable(error: Error, query: { state: { data: unknown } }): boolean {
  return query.state.data === undefined && isUnreachable(error);
}
