// The /api contract of DESIGN §4, as zod schemas (validated by the server) and the types both
// sides use. The web app imports types from here freely; it imports the schemas only where a
// bundle can afford zod (never in the landing page's first load).
import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  INTERVIEW_MAX_DURATION_SECONDS,
  REFERRER_MAX_LENGTH,
  TRANSCRIPT_ENTRY_MAX_CHARS,
  TRANSCRIPT_MAX_ENTRIES,
  TRANSCRIPT_MAX_TEXT_CHARS,
  USER_AGENT_MAX_LENGTH,
} from './limits.ts';
import { isStorableTimestamp, unstorableTextReason } from './storable.ts';

/** A string of at most `max` characters that PostgreSQL can store (no NUL, no lone surrogate). */
export const storableString = (max: number) =>
  z
    .string()
    .max(max)
    .check((ctx) => {
      const reason = unstorableTextReason(ctx.value);
      if (reason) ctx.issues.push({ code: 'custom', message: reason, input: ctx.value });
    });

/** An ISO 8601 date-time with an offset, within the range PostgreSQL stores (years 1–9999). */
export const storableTimestamp = () =>
  z.iso
    .datetime({ offset: true })
    .refine(isStorableTimestamp, { message: 'must lie between years 0001 and 9999 (UTC)' });

export const transcriptRoleSchema = z.enum(['user', 'assistant']);

export const transcriptEntrySchema = z.strictObject({
  role: transcriptRoleSchema,
  text: storableString(TRANSCRIPT_ENTRY_MAX_CHARS),
  timestamp: storableTimestamp(),
});
export type TranscriptEntry = z.infer<typeof transcriptEntrySchema>;

export const transcriptSchema = z.array(transcriptEntrySchema).max(TRANSCRIPT_MAX_ENTRIES);

/** Whether a transcript's text stays within {@link TRANSCRIPT_MAX_TEXT_CHARS}, all entries together. */
export function transcriptFits(entries: readonly TranscriptEntry[]): boolean {
  let chars = 0;
  for (const entry of entries) {
    chars += entry.text.length;
    if (chars > TRANSCRIPT_MAX_TEXT_CHARS) return false;
  }
  return true;
}

export const onboardingBodySchema = z.strictObject({
  email: storableString(EMAIL_MAX_LENGTH * 4),
  user_agent: storableString(USER_AGENT_MAX_LENGTH).nullish(),
  referrer: storableString(REFERRER_MAX_LENGTH).nullish(),
});
export type OnboardingBody = z.infer<typeof onboardingBodySchema>;

export const interviewStartBodySchema = z.strictObject({
  started_at: storableTimestamp(),
  call_id: storableString(200).nullish(),
});
export type InterviewStartBody = z.infer<typeof interviewStartBodySchema>;

export const transcriptSaveBodySchema = z.strictObject({
  from_index: z.number().int().min(0).max(TRANSCRIPT_MAX_ENTRIES),
  entries: transcriptSchema,
  /**
   * The visitor left mid-call (the tab closed or the connection was lost) at this time: the
   * attempt ends `abandoned`, whatever the platform reports later.
   */
  left_at: storableTimestamp().optional(),
});
export type TranscriptSaveBody = z.infer<typeof transcriptSaveBodySchema>;

export const interviewCompleteBodySchema = z.strictObject({
  completed_at: storableTimestamp(),
  transcript: transcriptSchema,
  duration_seconds: z.number().int().min(0).max(INTERVIEW_MAX_DURATION_SECONDS),
});
export type InterviewCompleteBody = z.infer<typeof interviewCompleteBodySchema>;

/** The onboarding row (spec §3 plus created_at), as the API returns it. */
export interface OnboardingRecord {
  email: string;
  user_agent: string | null;
  referrer: string | null;
  interview_started_at: string | null;
  interview_completed_at: string | null;
  interview_completed: boolean;
  transcript: TranscriptEntry[];
  interview_duration_seconds: number | null;
  created_at: string;
}

/**
 * How an interview stands: opened at sign-up (`pending`), call under way (`started`), or ended:
 * `completed` (every question got an answer with words, or the assistant reached its closing
 * line after the last question), `partial` (some questions answered, not all) or `abandoned`
 * (no question answered). A turn without words is not an answer (docs/product.md#statuses).
 */
export const INTERVIEW_STATUSES = [
  'pending',
  'started',
  'completed',
  'partial',
  'abandoned',
] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** One interview attempt. */
export interface InterviewAttempt {
  id: string;
  email: string;
  call_id: string | null;
  status: InterviewStatus;
  /** The platform's reason the call ended, once its end-of-call report arrived. */
  ended_reason: string | null;
  started_at: string | null;
  /** When the call ended (completed, partial or abandoned). */
  completed_at: string | null;
  /** True only for `completed`. */
  completed: boolean;
  transcript: TranscriptEntry[];
  duration_seconds: number | null;
  created_at: string;
}

/** What a sign-up answer carries to open the interview routes. */
export interface InterviewTicket {
  id: string;
  token: string;
}

export interface OnboardingCreated {
  record: OnboardingRecord;
  interview: InterviewTicket;
}

export interface OnboardingDuplicate {
  error: ApiErrorBody['error'];
  interview: InterviewTicket;
}

export interface InterviewAnswer {
  record: OnboardingRecord;
  interview: InterviewAttempt;
}

export interface VoiceConfig {
  publicKey: string;
  assistantId: string;
  apiBaseUrl: string;
}

/** Every /api error: `{"error": {"code", "message"}}`. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** Error codes the API answers with. `23505` is PostgreSQL's unique-violation code (spec §8). */
export const API_ERROR_CODES = {
  duplicateEmail: '23505',
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
  /** A call id another interview attempt already started (a call belongs to one attempt). */
  callClaimed: 'call_claimed',
  internal: 'internal_error',
} as const;
