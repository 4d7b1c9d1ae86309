import { API_ERROR_CODES } from '@vibe/contracts/api';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import { ApiError } from '../lib/api-error.ts';

const JSON_TYPE = /^application\/(?:[a-z0-9.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Refuses a body of more than `maxBytes` with `413` (checked on the declared length and again
 * while reading a streamed one), whatever its type.
 */
export function bodyCap(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(
        413,
        API_ERROR_CODES.payloadTooLarge,
        `The body is larger than ${maxBytes} bytes.`,
      );
    },
  });
}

/**
 * Accepts only JSON bodies of at most `maxBytes`: another content type is `415`, a bigger body
 * `413` (see {@link bodyCap}).
 */
export function jsonBody(maxBytes: number): MiddlewareHandler {
  const requireJson: MiddlewareHandler = async (c, next) => {
    if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) {
      throw new ApiError(
        415,
        API_ERROR_CODES.unsupportedMediaType,
        'Send the body as JSON (Content-Type: application/json).',
      );
    }
    await next();
  };
  return every(requireJson, bodyCap(maxBytes));
}
