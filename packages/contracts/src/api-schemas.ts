// The zod schemas the server validates /api bodies with. They live apart from ./api.ts (the
// plain types and constants) so that importing the contract never pulls zod into a browser
// bundle; api-schemas.test.ts proves each schema's type equals the plain one it validates.
import { z } from 'zod';
import type {
  InterviewCompleteBody,
  InterviewStartBody,
  OnboardingBody,
  TranscriptEntry,
  TranscriptSaveBody,
} from './api.ts';
import { API_ERROR_CODES, TRANSCRIPT_ROLES } from './api.ts';
import { isValidEmail, normalizeEmail } from './email.ts';
import {
  EMAIL_MAX_LENGTH,
  INTERVIEW_MAX_DURATION_SECONDS,
  REFERRER_MAX_LENGTH,
  TRANSCRIPT_ENTRY_MAX_CHARS,
  TRANSCRIPT_MAX_ENTRIES,
  USER_AGENT_MAX_LENGTH,
} from './limits.ts';
import { BIDI_CONTROL_MESSAGE, hasBidiControl } from './plain-text.ts';
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

/**
 * A zod check refusing bidirectional controls, for every text an organiser types.
 * @example z.string().max(100).check(refuseBidiControls)
 */
export function refuseBidiControls(ctx: z.core.ParsePayload<string>): void {
  if (hasBidiControl(ctx.value)) {
    ctx.issues.push({ code: 'custom', message: BIDI_CONTROL_MESSAGE, input: ctx.value });
  }
}

/**
 * Text that is trimmed first, then must hold something and fit `max` characters. An organiser
 * types it, so it may not hold bidirectional controls.
 */
export const trimmedLine = (max: number) =>
  z
    .string()
    .transform((value) => value.trim())
    .pipe(storableString(max).check(refuseBidiControls).min(1, { message: 'must not be empty' }));

/**
 * An e-mail address as the server takes it: normalised, then held to the one e-mail rule
 * (./email.ts). The server checks an address here and nowhere else. The cap before normalising
 * only bounds the work (spaces around an address are trimmed away); the rule's own cap applies
 * after. Text PostgreSQL cannot store is `invalid_body`; an address that breaks the rule carries
 * `params.code` `invalid_email`, which the server answers with that code.
 */
export const emailSchema = storableString(EMAIL_MAX_LENGTH * 4)
  .transform(normalizeEmail)
  .refine(isValidEmail, {
    message: 'not a valid e-mail address',
    params: { code: API_ERROR_CODES.invalidEmail },
  });

export const transcriptRoleSchema = z.enum(TRANSCRIPT_ROLES);

export const transcriptEntrySchema = z.strictObject({
  role: transcriptRoleSchema,
  text: storableString(TRANSCRIPT_ENTRY_MAX_CHARS),
  timestamp: storableTimestamp(),
}) satisfies z.ZodType<TranscriptEntry>;

export const transcriptSchema = z.array(transcriptEntrySchema).max(TRANSCRIPT_MAX_ENTRIES);

export const onboardingBodySchema = z.strictObject({
  email: emailSchema,
  user_agent: storableString(USER_AGENT_MAX_LENGTH).nullish(),
  referrer: storableString(REFERRER_MAX_LENGTH).nullish(),
}) satisfies z.ZodType<OnboardingBody>;

export const interviewStartBodySchema = z.strictObject({
  started_at: storableTimestamp(),
  call_id: storableString(200).nullish(),
}) satisfies z.ZodType<InterviewStartBody>;

export const transcriptSaveBodySchema = z.strictObject({
  from_index: z.number().int().min(0).max(TRANSCRIPT_MAX_ENTRIES),
  entries: transcriptSchema,
  left_at: storableTimestamp().optional(),
}) satisfies z.ZodType<TranscriptSaveBody>;

export const interviewCompleteBodySchema = z.strictObject({
  completed_at: storableTimestamp(),
  transcript: transcriptSchema,
  duration_seconds: z.number().int().min(0).max(INTERVIEW_MAX_DURATION_SECONDS),
}) satisfies z.ZodType<InterviewCompleteBody>;
