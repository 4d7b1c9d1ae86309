/** Longest e-mail address accepted anywhere (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Most transcript entries one interview may hold. */
export const TRANSCRIPT_MAX_ENTRIES = 2000;
/** Most characters in the text of one transcript entry. */
export const TRANSCRIPT_ENTRY_MAX_CHARS = 10_000;
/**
 * Most characters of text one interview's transcript holds, all entries together. A ticket may
 * save again and again; without this, 2,000 entries of 10,000 characters would let one sign-up
 * keep 20 MB. A spoken interview holds a few thousand.
 */
export const TRANSCRIPT_MAX_TEXT_CHARS = 200_000;
/** Largest JSON body accepted by /api routes, in bytes. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
/** Largest JSON body accepted by the interview routes, in bytes. */
export const INTERVIEW_BODY_MAX_BYTES = 1024 * 1024;
/** Longest user-agent string stored; longer ones are refused, never cut. */
export const USER_AGENT_MAX_LENGTH = 1024;
/** Longest referrer stored. */
export const REFERRER_MAX_LENGTH = 2048;
/** Longest interview duration stored, in seconds (a week: anything longer is a wrong clock). */
export const INTERVIEW_MAX_DURATION_SECONDS = 7 * 24 * 3600;
