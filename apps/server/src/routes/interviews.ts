import { API_ERROR_CODES, transcriptFits } from '@vibe/contracts/api';
import {
  interviewCompleteBodySchema,
  interviewStartBodySchema,
  transcriptSaveBodySchema,
} from '@vibe/contracts/api-schemas';
import {
  INTERVIEW_BODY_MAX_BYTES,
  TRANSCRIPT_MAX_ENTRIES,
  TRANSCRIPT_MAX_TEXT_CHARS,
} from '@vibe/contracts/limits';
import { Hono } from 'hono';
import { every } from 'hono/combine';
import type { Database } from '../db/client.ts';
import type { InterviewState } from '../interviews/page-transitions.ts';
import {
  completeInterview,
  saveTranscript,
  startInterview,
} from '../interviews/page-transitions.ts';
import { toInterview, toOnboardingRecord } from '../db/serialize.ts';
import { ApiError } from '../lib/api-error.ts';
import { validateJson } from '../lib/validate-json.ts';
import { interviewAuth, type InterviewAuthEnv } from '../middleware/interview-auth.ts';
import { jsonBody } from '../middleware/json-body.ts';
import type { CompletionNotices } from '../mail/notices.ts';

export interface InterviewRouteDeps {
  db: Database;
  clock: () => Date;
  /** E-mail to organisers when an interview completes; absent: e-mail is off. */
  notices?: CompletionNotices;
}

const answer = (state: InterviewState) => ({
  record: toOnboardingRecord(state.record),
  interview: toInterview(state.interview),
});

/** A transcript past its entries or its characters: the ticket may not store more. */
const transcriptTooLarge = () =>
  new ApiError(
    413,
    API_ERROR_CODES.payloadTooLarge,
    `A transcript holds at most ${TRANSCRIPT_MAX_ENTRIES} entries and ${TRANSCRIPT_MAX_TEXT_CHARS} characters.`,
  );

/** An ended interview (completed, partial or abandoned) is sealed: its record is final. */
const interviewSealed = () =>
  new ApiError(409, API_ERROR_CODES.interviewCompleted, 'This interview has already ended.');

/**
 * The interview routes, each behind the interview's bearer token:
 * `POST /:id/start`, `POST /:id/transcript` (incremental, idempotent) and `POST /:id/complete`.
 * Once the interview ended all three answer `409 interview_completed`, except an identical
 * replay of the completing request and a transcript save saying the visitor left (`left_at`).
 */
export function interviewRoutes({ db, clock, notices }: InterviewRouteDeps) {
  // Per route rather than `use('/:id/*')`, so other methods and paths fall through to the 404.
  const guard = every(jsonBody(INTERVIEW_BODY_MAX_BYTES), interviewAuth(db));
  return new Hono<InterviewAuthEnv>()
    .post('/:id/start', guard, validateJson(interviewStartBodySchema), async (c) => {
      const body = c.req.valid('json');
      const outcome = await startInterview(db, c.var.interviewId, {
        startedAt: new Date(body.started_at),
        callId: body.call_id ?? null,
        now: clock(),
      });
      switch (outcome.kind) {
        case 'started':
          return c.json(answer(outcome.state));
        case 'completed':
          throw interviewSealed();
        case 'call_claimed':
          throw new ApiError(
            409,
            API_ERROR_CODES.callClaimed,
            'This call already belongs to another interview.',
          );
      }
    })
    .post('/:id/transcript', guard, validateJson(transcriptSaveBodySchema), async (c) => {
      const body = c.req.valid('json');
      const outcome = await saveTranscript(db, c.var.interviewId, {
        fromIndex: body.from_index,
        entries: body.entries,
        leftAt: body.left_at === undefined ? null : new Date(body.left_at),
        now: clock(),
        notices,
      });
      switch (outcome.kind) {
        case 'saved':
          return c.json({ count: outcome.count });
        case 'gap':
          throw new ApiError(
            409,
            API_ERROR_CODES.transcriptGap,
            `from_index is past the ${outcome.storedCount} stored entries; resend from there.`,
            {},
            { count: outcome.storedCount },
          );
        case 'too_many':
          throw transcriptTooLarge();
        case 'completed':
          throw interviewSealed();
      }
    })
    .post('/:id/complete', guard, validateJson(interviewCompleteBodySchema), async (c) => {
      const body = c.req.valid('json');
      if (!transcriptFits(body.transcript)) throw transcriptTooLarge();
      const outcome = await completeInterview(db, c.var.interviewId, {
        completedAt: new Date(body.completed_at),
        transcript: body.transcript,
        durationSeconds: body.duration_seconds,
        now: clock(),
        notices,
      });
      if (outcome.kind === 'sealed') throw interviewSealed();
      return c.json(answer(outcome.state));
    });
}
