// The privacy page's text and how long interviews' recordings and transcripts are kept
// (docs/product.md#privacy): set by owners on the dashboard's Settings screen, shown at /privacy.
// Plain data, no zod (./privacy-schemas.ts validates), so the dashboard imports it alone.

/** How many days a recording and transcript may be kept; null keeps them for ever. */
export const RETENTION_DAYS_OPTIONS = [30, 90, 365] as const;
export type RetentionDays = (typeof RETENTION_DAYS_OPTIONS)[number];

/** The privacy text's cap: a long policy fits, a pasted book does not. */
export const PRIVACY_TEXT_MAX_LENGTH = 20_000;

/** What the Settings screen reads and saves (`GET`/`PUT /api/admin/settings`). */
export interface PrivacySettings {
  /** The owners' text; null: the default ({@link defaultPrivacyText}) is shown. */
  privacyText: string | null;
  /** Days recordings and transcripts are kept; null: for ever. */
  retentionDays: RetentionDays | null;
}

/** The settings as read, with when they last changed (null: never). */
export interface PrivacySettingsAnswer extends PrivacySettings {
  updatedAt: string | null;
}

/** How long things are kept, in words. */
export function retentionWords(days: RetentionDays | null): string {
  return days === null ? 'until you ask us to delete them' : `for ${days} days`;
}

/**
 * The privacy text shown until owners write their own: what is kept, and for how long (following
 * the retention setting). Paragraphs are separated by blank lines.
 */
export function defaultPrivacyText(days: RetentionDays | null): string {
  return [
    'When you join Vibe Together we keep your e-mail address, the browser you used (its user agent) and the page that sent you to us (the referrer), so we can reach you and understand how people find us.',
    `The voice interview is recorded and transcribed. We keep the recording, the transcript and your answers ${days === null ? retentionWords(days) : `${retentionWords(days)}, then erase them`}. Your e-mail address stays until you ask us to delete it.`,
    'Only the organisers of the community read, hear and export what you shared. To have everything about you erased, write to the organisers from the address you signed up with.',
  ].join('\n\n');
}
