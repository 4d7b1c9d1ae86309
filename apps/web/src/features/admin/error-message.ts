import { ApiError } from '@/lib/api-client.ts';
import { adminCopy } from './copy.ts';

/**
 * What a form shows for a failed request: `known` for the errors the form expects (undefined
 * to pass), else the server's own message, else the generic one (no answer, or an answer that
 * said nothing).
 */
export function errorMessageOf(
  caught: unknown,
  known: (error: ApiError) => string | undefined = () => undefined,
): string {
  if (!(caught instanceof ApiError) || caught.status === 0) return adminCopy.errors.generic;
  return known(caught) ?? caught.serverMessage ?? adminCopy.errors.generic;
}
