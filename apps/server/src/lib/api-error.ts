import { API_ERROR_CODES } from '@vibe/contracts/api';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error the API answers as `{"error": {"code", "message"}}` with `status`. Throw it from any
 * handler or middleware; the app's one error handler renders it.
 * @example throw new ApiError(404, 'not_found', 'No interview with this id.');
 */
export class ApiError extends HTTPException {
  override name = 'ApiError';

  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Extra response headers, e.g. `Retry-After`. */
    readonly headers: Record<string, string> = {},
    /** Extra top-level fields of the body, beside `error`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(status, { message });
  }
}

/** The code for an HTTPException thrown by Hono itself (malformed JSON, body limit, …). */
export function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return API_ERROR_CODES.invalidBody;
    case 401:
      return API_ERROR_CODES.unauthorized;
    case 404:
      return API_ERROR_CODES.notFound;
    case 413:
      return API_ERROR_CODES.payloadTooLarge;
    case 415:
      return API_ERROR_CODES.unsupportedMediaType;
    case 429:
      return API_ERROR_CODES.rateLimited;
    default:
      return status >= 500 ? API_ERROR_CODES.internal : 'error';
  }
}
