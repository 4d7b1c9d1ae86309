// The admin_settings rows: values every server copy shares through the database.
import { eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { adminSettings } from '../schema/admin.ts';

/** The value of setting `name`, if stored. */
export async function readSetting(db: Database, name: string): Promise<string | undefined> {
  const [row] = await db.select().from(adminSettings).where(eq(adminSettings.name, name));
  return row?.value;
}

/** Stores setting `name` unless it exists already (the first writer wins). */
export async function insertSettingIfAbsent(
  db: Database,
  name: string,
  value: string,
): Promise<void> {
  await db.insert(adminSettings).values({ name, value }).onConflictDoNothing();
}

/** The values of every setting whose name starts with `prefix`. */
export async function readSettingsStartingWith(db: Database, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ value: adminSettings.value })
    .from(adminSettings)
    .where(like(adminSettings.name, `${prefix}%`));
  return rows.map((row) => row.value);
}

/** Deletes every setting whose name starts with `prefix`. */
export async function deleteSettingsStartingWith(db: Database, prefix: string): Promise<void> {
  await db.delete(adminSettings).where(like(adminSettings.name, `${prefix}%`));
}

/** The rows of the settings `names` (those stored), with when each last changed. */
export async function readSettingRows(db: Database, names: string[]) {
  return db.select().from(adminSettings).where(inArray(adminSettings.name, names));
}

/** Stores setting `name` (made or replaced), changed at `at`. */
export async function upsertSetting(
  db: Database,
  name: string,
  value: string,
  at: Date,
): Promise<void> {
  await db
    .insert(adminSettings)
    .values({ name, value, updatedAt: at })
    .onConflictDoUpdate({ target: adminSettings.name, set: { value, updatedAt: at } });
}

/**
 * Sets `name` to `value` only if it is unset or holds a value that sorts before it, in one
 * statement: of several server copies claiming the same value at once, exactly one is answered
 * true (the others wait for its row, then see the value already taken).
 */
export async function claimSettingAbove(
  db: Database,
  name: string,
  value: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(adminSettings)
    .values({ name, value, updatedAt: at })
    .onConflictDoUpdate({
      target: adminSettings.name,
      set: { value, updatedAt: at },
      setWhere: sql`${adminSettings.value} < excluded.value`,
    })
    .returning({ name: adminSettings.name });
  return rows.length > 0;
}
