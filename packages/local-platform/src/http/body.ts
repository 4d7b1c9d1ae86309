import type { Context } from 'hono';
import type { BodyValidator } from '../validation/body-validator.ts';
import { badRequest } from './errors.ts';

/** Largest body of an operation that needs no key (the broker's credential webhook). */
export const OPEN_BODY_MAX_BYTES = 64 * 1024;
/** Largest body sent with a public key (web calls and web chats): any visitor holds one. */
export const PUBLIC_KEY_BODY_MAX_BYTES = 64 * 1024;
/** Largest body sent with the private key, as the provider allows. */
export const PRIVATE_BODY_MAX_BYTES = 1024 * 1024;

/**
 * The body cap of a request: small for anyone without a key or with the public key (whatever
 * they send may be kept), the provider's 1 MB with the private key, and a file's size for
 * uploads (`fileBytes`, set only on the file routes).
 */
export function bodyCapFor(keyTag: 'private' | 'public' | undefined, fileBytes?: number): number {
  if (keyTag === undefined) return OPEN_BODY_MAX_BYTES;
  if (keyTag === 'public') return PUBLIC_KEY_BODY_MAX_BYTES;
  return fileBytes ?? PRIVATE_BODY_MAX_BYTES;
}

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
