// What anyone may write without the private key (the broker's webhook, a visitor's web chats)
// is kept for a while, not for ever: each write prunes its kind down to the newest records of
// the last days, in the same transaction, through an index (no scan of the table).
import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PlatformDatabase } from '../db/database.ts';
import { platformResources } from '../db/schema/resources.ts';
import type { AfterWrite } from './resource-store.ts';

/** How many records of one kind, and for how long, the platform keeps. */
export interface RetentionRule {
  kind: string;
  /** At most this many, the newest. */
  keepNewest: number;
  /** None older than this. */
  maxAgeMs: number;
  /**
   * Only records carrying {@link PUBLIC_KEY_MARK} (a kind the private key writes too, whose own
   * records are the org's and are never pruned); false: every record of the kind.
   */
  markedOnly: boolean;
}

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** The broker's webhook: the newest 1,000 or 7 days, whichever is fewer. */
export const CREDENTIAL_WEBHOOK_RETENTION: RetentionRule = {
  kind: 'credential-webhook',
  keepNewest: 1000,
  maxAgeMs: WEEK_MS,
  markedOnly: false,
};

/** Web chats started with a public key: the newest 1,000 or 7 days. */
export const PUBLIC_KEY_CHAT_RETENTION: RetentionRule = {
  kind: 'chat',
  keepNewest: 1000,
  maxAgeMs: WEEK_MS,
  markedOnly: true,
};

/** The sessions those web chats opened: the newest 1,000 or 7 days. */
export const PUBLIC_KEY_SESSION_RETENTION: RetentionRule = {
  ...PUBLIC_KEY_CHAT_RETENTION,
  kind: 'session',
};

/**
 * The hidden mark of a record a public key wrote, which its kind's rule may prune. The partial
 * index `platform_resources_retention_idx` holds exactly the marked rows.
 */
export const PUBLIC_KEY_MARK = { retention: 'public-key' } as const;

type Queryable = Pick<PlatformDatabase, 'select' | 'delete'>;

/**
 * Deletes the records of `rule.kind` in the org beyond the newest `keepNewest`, and those older
 * than `maxAgeMs` before `now`; answers how many went.
 */
export async function pruneRetained(
  db: Queryable,
  orgId: string,
  rule: RetentionRule,
  now: Date,
): Promise<number> {
  const t = platformResources;
  const scope = and(
    eq(t.orgId, orgId),
    eq(t.kind, rule.kind),
    rule.markedOnly ? markedRows() : undefined,
  );
  // The creation time of the first record past the newest `keepNewest` (none: nothing to cut).
  const boundary = db
    .select({ createdAt: t.createdAt })
    .from(t)
    .where(scope)
    .orderBy(desc(t.createdAt))
    .offset(rule.keepNewest)
    .limit(1);
  const gone = await db
    .delete(t)
    .where(
      and(
        scope,
        or(
          lt(t.createdAt, new Date(now.getTime() - rule.maxAgeMs)),
          sql`${t.createdAt} <= (${boundary})`,
        ),
      ),
    )
    .returning({ id: t.id });
  return gone.length;
}

/** Prunes `rule` right after a write, in its transaction (the write's time is "now"). */
export function pruneAfterWrite(rule: RetentionRule): AfterWrite {
  return async (tx, row) => {
    await pruneRetained(tx, row.orgId, rule, row.createdAt);
  };
}

/**
 * The rows a public key wrote: the predicate of the partial index, with the value written out
 * (a bound parameter would keep PostgreSQL from using that index).
 */
export function markedRows(): SQL {
  return sql`(${platformResources.hidden} ->> 'retention') = 'public-key'`;
}
