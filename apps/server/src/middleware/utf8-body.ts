import { API_ERROR_CODES } from '@vibe/contracts/api';
import { decodeStrictUtf8 } from '@vibe/contracts/storable';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../lib/api-error.ts';

/**
 * Refuses a body whose bytes are not UTF-8 with `400 invalid_body` naming the field that holds
 * them. It reads the raw bytes (Hono keeps them for the JSON validator after it): decoding first
 * would silently turn them into U+FFFD, which would then be stored.
 */
export const strictUtf8Body = createMiddleware(async (c, next) => {
  const bytes = await c.req.arrayBuffer();
  if (decodeStrictUtf8(bytes) === undefined) {
    const field = fieldHoldingInvalidBytes(new TextDecoder().decode(bytes));
    const where = field ? `${field}: ` : '';
    throw new ApiError(
      400,
      API_ERROR_CODES.invalidBody,
      `Invalid request body (${where}must be UTF-8 text).`,
    );
  }
  await next();
});

/**
 * The path (`entries.0.text`) of the first key or string holding U+FFFD once the body was
 * decoded leniently, which is where the invalid bytes were; undefined when it is not JSON.
 */
export function fieldHoldingInvalidBytes(lenient: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(lenient);
  } catch {
    return undefined;
  }
  return find(parsed, []);
}

function find(value: unknown, path: string[]): string | undefined {
  if (typeof value === 'string') return value.includes('\uFFFD') ? path.join('.') : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = [...path, key];
    if (key.includes('\uFFFD')) return at.join('.');
    const found = find(inner, at);
    if (found !== undefined) return found;
  }
  return undefined;
}
