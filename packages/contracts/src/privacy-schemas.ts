// The zod schema the server validates the Settings screen's body with, apart from the plain
// types of ./privacy.ts so that the dashboard imports those without zod.
import { z } from 'zod';
import { refuseBidiControls, storableString } from './api-schemas.ts';
import {
  PRIVACY_TEXT_MAX_LENGTH,
  RETENTION_DAYS_OPTIONS,
  type PrivacySettings,
} from './privacy.ts';

/** An owner's privacy text: trimmed; empty means the default. */
const privacyTextSchema = z
  .string()
  .transform((value) => value.trim())
  .pipe(storableString(PRIVACY_TEXT_MAX_LENGTH).check(refuseBidiControls))
  .transform((value) => (value === '' ? null : value));

export const privacySettingsBodySchema = z.strictObject({
  privacyText: z.union([z.null(), privacyTextSchema]),
  retentionDays: z.union([z.null(), z.literal(RETENTION_DAYS_OPTIONS)]),
}) satisfies z.ZodType<PrivacySettings, PrivacySettings>;
