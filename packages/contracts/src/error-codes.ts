// The /api error codes. Import them from `@vibe/contracts/api`, which re-exports them; see there
// why they are a module of their own.

/**
 * PostgreSQL's unique-violation code, which the API answers for an e-mail already on file
 * (docs/product.md#messages). A constant of its own as well as a member of
 * {@link API_ERROR_CODES}, so that the sign-up form's bundle holds this string alone.
 */
export const DUPLICATE_EMAIL_CODE = '23505';

/** Error codes the API answers with. */
export const API_ERROR_CODES = {
  duplicateEmail: DUPLICATE_EMAIL_CODE,
  invalidEmail: 'invalid_email',
  invalidBody: 'invalid_body',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  databaseUnavailable: 'database_unavailable',
  voiceNotConfigured: 'voice_not_configured',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  transcriptGap: 'transcript_gap',
  /** A start, transcript save or completion after the interview was completed (its transcript is final). */
  interviewCompleted: 'interview_completed',
  /** A call id another interview already started (a call belongs to one interview). */
  callClaimed: 'call_claimed',
  internal: 'internal_error',
} as const;
