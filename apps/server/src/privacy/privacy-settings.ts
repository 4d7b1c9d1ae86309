// The privacy text and the retention setting (docs/product.md#privacy), kept in admin_settings so
// every server copy reads the same: owners set them on the dashboard's Settings screen.
import {
  RETENTION_DAYS_OPTIONS,
  type PrivacySettings,
  type PrivacySettingsAnswer,
  type RetentionDays,
} from '@vibe/contracts/privacy';
import type { Database } from '../db/client.ts';
import { readSettingRows, upsertSetting } from '../db/queries/admin-settings.ts';

const PRIVACY_TEXT = 'privacy_text';
const RETENTION_DAYS = 'retention_days';
/** Stored for "keep for ever", and for "use the default text". */
const UNSET = '';

function retentionOf(value: string | undefined): RetentionDays | null {
  const days = Number(value);
  return RETENTION_DAYS_OPTIONS.find((option) => option === days) ?? null;
}

/** The settings as stored; unset ones are the defaults (the default text, kept for ever). */
export async function readPrivacySettings(db: Database): Promise<PrivacySettingsAnswer> {
  const rows = await readSettingRows(db, [PRIVACY_TEXT, RETENTION_DAYS]);
  const row = (name: string) => rows.find((r) => r.name === name);
  const text = row(PRIVACY_TEXT)?.value;
  const changed = rows.map((r) => r.updatedAt.getTime());
  return {
    privacyText: text ? text : null,
    retentionDays: retentionOf(row(RETENTION_DAYS)?.value),
    updatedAt: changed.length ? new Date(Math.max(...changed)).toISOString() : null,
  };
}

/** Stores both settings (validated by privacySettingsBodySchema). */
export async function savePrivacySettings(
  db: Database,
  settings: PrivacySettings,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertSetting(tx, PRIVACY_TEXT, settings.privacyText ?? UNSET, at);
    await upsertSetting(tx, RETENTION_DAYS, String(settings.retentionDays ?? UNSET), at);
  });
}
