// Erasing a person everywhere (docs/product.md#people): the platform's calls first, while the
// person still names them, so that should our own erasure then fail, the person is still there to
// erase again (a call already deleted on the platform counts as deleted). A call the platform
// cannot delete does not keep the person: our data goes (notes and tags with it), and the answer
// says what is left. Webhook endpoints are told (docs/product.md#webhooks).
import type { Database } from '../db/client.ts';
import { erasePerson, selectPersonCalls } from '../db/queries/admin-people.ts';
import { enqueueWebhook } from '../webhooks/outbox.ts';
import type { PlatformCallEraser, PlatformCallsLeft } from './platform-calls.ts';

export interface Erasure {
  /** False when the e-mail is no person's. */
  erased: boolean;
  /** The calls the platform kept (null: none). */
  left: PlatformCallsLeft | null;
}

export async function erasePersonEverywhere(
  db: Database,
  platformCalls: PlatformCallEraser,
  email: string,
): Promise<Erasure> {
  const left = await platformCalls.eraseCalls(await selectPersonCalls(db, email));
  // `person.erased` is queued with the erasure itself (docs/product.md#webhooks).
  const erased = await erasePerson(db, email, (tx) =>
    enqueueWebhook(tx, { type: 'person.erased', email }, new Date()),
  );
  return { erased, left };
}

/** The calls several erasures left, under the first reason given. */
export function mergeLeft(lefts: readonly (PlatformCallsLeft | null)[]): PlatformCallsLeft | null {
  const kept = lefts.filter((left): left is PlatformCallsLeft => left !== null);
  const first = kept[0];
  if (!first) return null;
  return { platformCalls: kept.flatMap((left) => left.platformCalls), reason: first.reason };
}
