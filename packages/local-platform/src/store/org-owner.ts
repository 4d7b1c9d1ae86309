import type { PlatformDatabase } from '../db/database.ts';
import { platformOrgUsers } from '../db/schema/org-users.ts';

/** The user every org starts with: the one the keys act for. */
export const ownerEmail = 'owner@local.platform';

/** Adds the org's owner (an active admin) unless it is there already. */
export async function ensureOwner(
  db: PlatformDatabase,
  orgId: string,
  options: { clock: () => Date; newId: () => string },
): Promise<void> {
  const now = options.clock();
  await db
    .insert(platformOrgUsers)
    .values({
      id: options.newId(),
      orgId,
      email: ownerEmail,
      fullName: 'Local owner',
      role: 'admin',
      status: 'active',
      isOwner: true,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}
