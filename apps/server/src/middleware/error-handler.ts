import { API_ERROR_CODES, type ApiErrorBody } from '@vibe/contracts/api';
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { ApiError, codeForStatus } from '../lib/api-error.ts';
import { describeError } from '../lib/describe-error.ts';
import type { Logger } from '../logger.ts';
import { requestLogger } from './request-id.ts';

/**
 * The app's one error handler: every failure becomes `{"error": {"code", "message"}}` with a
 * fitting status. Unexpected errors are logged here (first lines and stack frames, never the
 * request body, headers or query parameters) and answered with a generic 500, never a stack trace.
 */
export function errorHandler(appLogger: Logger): ErrorHandler {
  return (error, c) => {
    const logger = requestLogger(c, appLogger);
    const json = (
      status: ContentfulStatusCode,
      code: string,
      message: string,
      extra: Record<string, unknown> = {},
    ) => c.json({ error: { code, message }, ...extra } satisfies ApiErrorBody, status);

    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return json(error.status, error.code, error.message, error.extra);
    }
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      return json(status, codeForStatus(status), error.message || 'Request refused.');
    }
    const where = { method: c.req.method, path: c.req.path };
    const { stack, ...summary } = describeError(error);
    if (isDatabaseUnavailable(error)) {
      logger.warn('database unavailable', { ...where, ...summary });
      c.header('Retry-After', '5');
      return json(
        503,
        API_ERROR_CODES.databaseUnavailable,
        'The database is unavailable right now. Please try again shortly.',
      );
    }
    logger.error('unexpected error', { ...where, ...summary });
    if (stack) logger.debug(stack);
    return json(500, API_ERROR_CODES.internal, 'Something went wrong on our side.');
  };
}
