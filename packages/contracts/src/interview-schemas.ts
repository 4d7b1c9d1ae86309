// The zod schemas the server validates the Interview screen's bodies with, apart from the plain
// types of ./interview.ts so that the dashboard imports those without zod. interview-schemas.test.ts
// proves each schema's type equals the plain one.
import { z } from 'zod';
import { trimmedLine } from './api-schemas.ts';
import {
  INTERVIEW_LINE_MAX_CHARS,
  INTERVIEW_MAX_QUESTIONS,
  INTERVIEW_MIN_QUESTIONS,
  MAX_DURATION_MAX_SECONDS,
  MAX_DURATION_MIN_SECONDS,
  QUESTION_MAX_CHARS,
  SILENCE_TIMEOUT_MAX_SECONDS,
  SILENCE_TIMEOUT_MIN_SECONDS,
  type InterviewDefinition,
  type InterviewGoLiveBody,
  type InterviewSampleBody,
  type InterviewSaveBody,
} from './interview.ts';

const wholeSeconds = (min: number, max: number) =>
  z
    .number()
    .int()
    .min(min, { message: `must be at least ${min} seconds` })
    .max(max, { message: `must be at most ${max} seconds` });

export const interviewVoiceSchema = z.strictObject({
  /** The voice provider, as the platform names it (`local` for the local synthesiser). */
  provider: trimmedLine(100),
  voiceId: trimmedLine(200),
});

/** What an owner edits on the Interview screen (the body of `PUT /api/admin/interview`). */
export const interviewDefinitionSchema = z.strictObject({
  firstMessage: trimmedLine(INTERVIEW_LINE_MAX_CHARS),
  questions: z
    .array(trimmedLine(QUESTION_MAX_CHARS))
    .min(INTERVIEW_MIN_QUESTIONS, { message: `needs at least ${INTERVIEW_MIN_QUESTIONS} question` })
    .max(INTERVIEW_MAX_QUESTIONS, {
      message: `may hold at most ${INTERVIEW_MAX_QUESTIONS} questions`,
    }),
  closingLine: trimmedLine(INTERVIEW_LINE_MAX_CHARS),
  voice: interviewVoiceSchema,
  silenceTimeoutSeconds: wholeSeconds(SILENCE_TIMEOUT_MIN_SECONDS, SILENCE_TIMEOUT_MAX_SECONDS),
  maxDurationSeconds: wholeSeconds(MAX_DURATION_MIN_SECONDS, MAX_DURATION_MAX_SECONDS),
  nudgeShortAnswers: z.boolean().optional(),
}) satisfies z.ZodType<InterviewDefinition>;

/** A version's or a question's id as the API gives them out (never longer). */
const givenId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'is not an id' });

/** The body of `PUT /api/admin/interview`: a new version, based on the newest the owner saw. */
export const interviewSaveBodySchema = z.strictObject({
  definition: interviewDefinitionSchema,
  baseVersionId: givenId,
  questionIds: z.array(givenId.nullable()).max(INTERVIEW_MAX_QUESTIONS).optional(),
  draft: z.boolean().optional(),
}) satisfies z.ZodType<InterviewSaveBody>;

/** The body of `POST /api/admin/interview/versions/:id/live`. */
export const interviewGoLiveBodySchema = z.strictObject({
  baseVersionId: givenId,
}) satisfies z.ZodType<InterviewGoLiveBody>;

/** The body of `POST /api/admin/interview/sample`: the first message in a voice. */
export const interviewSampleBodySchema = z.strictObject({
  text: trimmedLine(INTERVIEW_LINE_MAX_CHARS),
  voice: interviewVoiceSchema,
}) satisfies z.ZodType<InterviewSampleBody>;
