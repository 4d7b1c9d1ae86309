import { and, eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { PlatformDatabase } from '../db/database.ts';
import { platformKeys } from '../db/schema/keys.ts';
import { platformResources } from '../db/schema/resources.ts';
import type { KeyRestrictions, PlatformEnv } from './env.ts';
import { invalidKey, PlatformError } from './errors.ts';

/** A key the platform knows: its org and whether it is private or public. */
export interface KnownKey {
  orgId: string;
  tag: 'private' | 'public';
  restrictions?: KeyRestrictions;
}

/** The operations a public key may call (web calls and web chats), as on the real platform. */
const publicOperations = ['POST /call/web', 'POST /chat/web', 'POST /chat/web/responses'];

/** Operations that need no key at all. */
const openOperations = ['POST /credential/webhook'];

/**
 * Finds the key of a bearer value: the bootstrap keys first, then keys made with `POST /token`
 * (token resources whose `value` is the key).
 */
export async function findKey(db: PlatformDatabase, value: string): Promise<KnownKey | null> {
  const [key] = await db
    .select({ orgId: platformKeys.orgId, tag: platformKeys.tag })
    .from(platformKeys)
    .where(eq(platformKeys.value, value))
    .limit(1);
  if (key) return key;
  const [token] = await db
    .select({ orgId: platformResources.orgId, data: platformResources.data })
    .from(platformResources)
    .where(
      and(
        eq(platformResources.kind, 'token'),
        sql`${platformResources.data} ->> 'value' = ${value}`,
      ),
    )
    .limit(1);
  if (!token) return null;
  const restrictions = token.data.restrictions as KeyRestrictions | undefined;
  return {
    orgId: token.orgId,
    tag: token.data.tag === 'public' ? 'public' : 'private',
    ...(restrictions && typeof restrictions === 'object' ? { restrictions } : {}),
  };
}

/**
 * Bearer-key check for every route: no or unknown key → 401; a public key on anything but web
 * calls and web chats → 401 with the provider's "Invalid Key. Hot tip…" message.
 * `relativePath` strips the platform's mount path; `onRefused` hears of every request refused
 * here (they belong to no org, so the platform counts them rather than logging them).
 */
export function requireKey(
  db: PlatformDatabase,
  defaultOrgId: string,
  relativePath: (path: string) => string,
  onRefused: () => void = () => {},
): MiddlewareHandler<PlatformEnv> {
  const refuse = (error: PlatformError = invalidKey()) => {
    onRefused();
    return error;
  };
  return async (c, next) => {
    const operation = `${c.req.method} ${relativePath(c.req.path)}`;
    if (c.req.method === 'OPTIONS' || openOperations.includes(operation)) {
      c.set('orgId', defaultOrgId);
      return next();
    }
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    const key = match ? await findKey(db, match[1]!.trim()) : null;
    if (!key) throw refuse();
    if (key.tag === 'public' && !publicOperations.includes(operation)) throw refuse();
    if (key.restrictions?.enabled === false) throw refuse();
    const origins = key.restrictions?.allowedOrigins ?? [];
    if (origins.length && !origins.includes(c.req.header('origin') ?? '')) {
      throw refuse(new PlatformError(401, 'This key may not be used from this origin.'));
    }
    c.set('orgId', key.orgId);
    c.set('keyTag', key.tag);
    if (key.restrictions) c.set('keyRestrictions', key.restrictions);
    return next();
  };
}

/**
 * Checks a key's assistant restrictions for a web call or web chat: only the listed assistants
 * (when a list is set), and inline assistants only when transient assistants are allowed.
 */
export function checkAssistantAllowed(
  restrictions: KeyRestrictions | undefined,
  choice: { assistantId?: string; transient: boolean },
): void {
  if (!restrictions) return;
  if (choice.transient && restrictions.allowTransientAssistant === false) {
    throw new PlatformError(401, 'This key may not start calls with a transient assistant.');
  }
  const allowed = restrictions.allowedAssistantIds ?? [];
  if (!choice.transient && allowed.length && !allowed.includes(choice.assistantId ?? '')) {
    throw new PlatformError(401, 'This key may not be used with this assistant.');
  }
}
