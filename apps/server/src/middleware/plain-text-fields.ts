// better-auth takes some texts an organiser types (the account's name, on `update-user`) past our
// own schemas. The dashboard's rule for organisers' text holds there too: no bidirectional
// controls, which could make a name read backwards or reorder the page around it.
import { API_ERROR_CODES } from '@vibe/contracts/api';
import { BIDI_CONTROL_MESSAGE, hasBidiControl } from '@vibe/contracts/plain-text';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../lib/api-error.ts';

/** The first string field of a JSON object, at any depth, that holds a bidirectional control. */
function fieldWithBidiControl(value: unknown, path: string): string | null {
  if (typeof value === 'string') return hasBidiControl(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = fieldWithBidiControl(child, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses (400 `invalid_body`, naming the field) a POST to one of `paths` whose JSON body holds a
 * bidirectional control in any text; anything else, malformed JSON included, goes on.
 */
export function refuseBidiControlsInBody(paths: string[]): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST' || !paths.includes(c.req.path)) return next();
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return next();
    }
    const field = fieldWithBidiControl(body, '');
    if (field !== null) {
      throw new ApiError(400, API_ERROR_CODES.invalidBody, `${field} ${BIDI_CONTROL_MESSAGE}.`);
    }
    return next();
  };
}
