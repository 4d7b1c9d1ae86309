// The admin_settings rows: values every server copy shares through the database.
import { eq, like } from 'drizzle-orm';
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
