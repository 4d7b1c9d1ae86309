import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PlatformDatabase } from '../db/database.ts';
import { platformSecrets } from '../db/schema/recordings.ts';

/**
 * A secret the platform makes once and keeps in its database (256 random bits, base64url).
 * Copies of the server starting together on one PostgreSQL all end up with the first one
 * written: the insert does nothing when the name exists, and everyone reads what is stored.
 */
export async function ensurePlatformSecret(
  db: PlatformDatabase,
  name: string,
  clock: () => Date,
): Promise<string> {
  await db
    .insert(platformSecrets)
    .values({ name, value: randomBytes(32).toString('base64url'), createdAt: clock() })
    .onConflictDoNothing({ target: platformSecrets.name });
  const [row] = await db
    .select({ value: platformSecrets.value })
    .from(platformSecrets)
    .where(eq(platformSecrets.name, name));
  if (!row) throw new Error(`The platform secret ${name} could not be stored.`);
  return row.value;
}
