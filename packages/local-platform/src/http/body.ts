import type { Context } from 'hono';
import type { BodyValidator } from '../validation/body-validator.ts';
import { badRequest } from './errors.ts';

import { isUuid } from '../store/uuid.ts';

export { isUuid };

/** Refuses a path id that is not a UUID with the provider's 400 shape. */
export function requireUuid(value: string, name = 'id'): string {
  if (!isUuid(value)) throw badRequest([`${name} must be a UUID`]);
  return value;
}

/**
 * Reads the JSON body and checks it against the operation's rules; a body that is not JSON
 * or breaks a rule is answered 400 with one string per problem.
 */
export async function readJson(
  c: Context,
  validator: BodyValidator,
  operation: string,
  normalise: (body: unknown) => unknown = (body) => body,
): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw badRequest((error as Error).message);
    }
  }
  body = normalise(body);
  const problems = validator.validate(operation, body);
  if (problems.length) throw badRequest(problems);
  return body as Record<string, unknown>;
}

/** The query as a plain record of its first values. */
export function queryOf(c: Context): Record<string, string | undefined> {
  return c.req.query();
}
