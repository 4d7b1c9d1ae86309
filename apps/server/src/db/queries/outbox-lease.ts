// The lease both outboxes (webhook deliveries, e-mail) are claimed with: a sender takes rows
// whose attempt is due and that no other sender holds, under `for update skip locked`, and holds
// them until the lease runs out, so server copies sharing one database never send a row twice at
// once, and a copy that dies mid-send only delays its rows until their lease ends.
import { and, eq, isNull, lt, lte, or, sql, type Column, type SQL } from 'drizzle-orm';

/** The columns a leased outbox table has. */
export interface LeasedColumns {
  status: Column;
  nextAttemptAt: Column;
  lockedUntil: Column;
  attempts: Column;
}

/** Pending rows whose next attempt is due, held by no sender (never leased, or lease over). */
export function dueAndFree(table: LeasedColumns, now: Date): SQL {
  return and(
    eq(table.status, 'pending'),
    lte(table.nextAttemptAt, now),
    or(isNull(table.lockedUntil), lt(table.lockedUntil, now)),
  )!;
}

/** The update that takes the lease for `leaseMs` and counts the attempt it is for. */
export function takeLease(table: LeasedColumns, now: Date, leaseMs: number) {
  return { lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${table.attempts} + 1` };
}
