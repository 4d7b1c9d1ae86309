// What each organiser asks to be e-mailed (docs/product.md#e-mail): a notice per completed
// interview and a daily digest. Plain data, no zod (./notifications-schemas.ts validates), so
// the dashboard imports it alone.

/** The hour (UTC) from which the previous UTC day's digest is sent. */
export const DIGEST_HOUR_UTC = 7;

/** What an organiser chose (`PUT /api/admin/me/notifications`). */
export interface NotificationPreferences {
  /** An e-mail each time an interview is completed. */
  completionNotice: boolean;
  /** One e-mail a day about the day before. */
  dailyDigest: boolean;
}

/** The signed-in organiser's choices as stored (`GET /api/admin/me/notifications`). */
export interface NotificationPreferencesAnswer extends NotificationPreferences {
  /** Whether this server sends e-mail at all (`SMTP_URL` is set); off, nothing is sent. */
  mailEnabled: boolean;
  /** When the organiser last changed them (null: never, both off). */
  updatedAt: string | null;
}
