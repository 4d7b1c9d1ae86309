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
  /** `bootstrap`: one of the platform's own two keys; `token`: made with `POST /token`. */
  source: 'bootstrap' | 'token';
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
  if (key) return { ...key, source: 'bootstrap' };
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
    source: 'token',
    ...(restrictions && typeof restrictions === 'object' ? { restrictions } : {}),
  };
}

/**
 * Bearer-key check for every route: no or unknown key → 401; a public key on anything but web
 * calls and web chats → 401 with the provider's "Invalid Key. Hot tip…" message.
 * `relativePath` strips the platform's mount path; `onRefused` hears of every request refused
 * here (they belong to no org, so the platform counts them rather than logging them);
 * `bootstrapPublicRestrictions` are the restrictions of the platform's own public key (a key
 * made with `POST /token` has its own).
 */
export function requireKey(
  db: PlatformDatabase,
  defaultOrgId: string,
  relativePath: (path: string) => string,
  onRefused: () => void = () => {},
  bootstrapPublicRestrictions?: KeyRestrictions,
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
    const restrictions =
      key.source === 'bootstrap' && key.tag === 'public'
        ? bootstrapPublicRestrictions
        : key.restrictions;
    if (restrictions?.enabled === false) throw refuse();
    const origins = restrictions?.allowedOrigins ?? [];
    if (origins.length && !origins.includes(c.req.header('origin') ?? '')) {
      throw refuse(new PlatformError(401, 'This key may not be used from this origin.'));
    }
    c.set('orgId', key.orgId);
    c.set('keyTag', key.tag);
    if (restrictions) c.set('keyRestrictions', restrictions);
    return next();
  };
}

/** What a web call or web chat names to run, as a key's restrictions judge it. */
export interface RunChoice {
  /** The stored assistant it runs (by id), if it names one. */
  assistantId?: string;
  /** True when it brings its own definition (an inline assistant, squad or workflow). */
  transient: boolean;
  /** The field that brings it (`assistant`, `squad` or `workflow`), when it is inline. */
  inlineField?: string;
  /** True when it names a squad or a workflow (by id or inline) rather than an assistant. */
  group: boolean;
}

/** What `body` names to run: see {@link RunChoice}. */
export function runChoiceOf(
  body: Record<string, unknown>,
  resolvedAssistantId?: string,
): RunChoice {
  const group = ['squadId', 'squad', 'workflowId', 'workflow'].some((field) => body[field] != null);
  const inlineField = ['assistant', 'squad', 'workflow'].find((field) => body[field] != null);
  return {
    ...(resolvedAssistantId && !group ? { assistantId: resolvedAssistantId } : {}),
    transient: inlineField !== undefined || (!group && !resolvedAssistantId),
    ...(inlineField ? { inlineField } : {}),
    group,
  };
}

/**
 * Checks a key's assistant restrictions for a web call or web chat: inline assistants, squads
 * and workflows only when transient assistants are allowed — never with a list of assistants,
 * which makes `allowTransientAssistant` false as the provider documents it (a visitor must not
 * bring an assistant of their own, with its own timeouts); and with a list, only those (by id)
 * — no squad or workflow, which are not on it.
 */
export function checkAssistantAllowed(
  restrictions: KeyRestrictions | undefined,
  choice: RunChoice,
): void {
  if (!restrictions) return;
  const allowed = restrictions.allowedAssistantIds ?? [];
  if (choice.transient && (restrictions.allowTransientAssistant === false || allowed.length)) {
    throw new PlatformError(
      401,
      `${choice.inlineField ?? 'assistantId'} may not be used with this key: it may not start calls with a transient assistant.`,
    );
  }
  if (!allowed.length) return;
  if (choice.group) {
    throw new PlatformError(
      401,
      'This key may not be used with squads or workflows, only with its allowed assistants.',
    );
  }
  if (!choice.transient && !allowed.includes(choice.assistantId ?? '')) {
    throw new PlatformError(401, 'This key may not be used with this assistant.');
  }
}
