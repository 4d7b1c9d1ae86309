// The interview routes (docs/architecture.md; bearer = the interview's token): what the dialog
// stores on the onboarding record while and after the call (docs/product.md#interview).
import type {
  InterviewCompleteBody,
  InterviewStartBody,
  InterviewTicket,
  TranscriptEntry,
  TranscriptSaveBody,
} from '@vibe/contracts/api';
import { INTERVIEW_BODY_MAX_BYTES } from '@vibe/contracts/limits';
import { ApiError, apiJson } from '@/lib/api-client.ts';

/** Browsers refuse keepalive requests whose bodies exceed 64 KiB in all (spec of `fetch`). */
const KEEPALIVE_BODY_MAX_BYTES = 60_000;

function routeOf(ticket: InterviewTicket, action: 'start' | 'transcript' | 'complete'): string {
  return `/api/interviews/${encodeURIComponent(ticket.id)}/${action}`;
}

function authorization(ticket: InterviewTicket): Record<string, string> {
  return { authorization: `Bearer ${ticket.token}` };
}

function post(ticket: InterviewTicket, action: 'start' | 'transcript' | 'complete', json: unknown) {
  return apiJson<unknown>(routeOf(ticket, action), { json, headers: authorization(ticket) });
}

/**
 * Stores `interview_started_at` (and the call id) at call start. Refused with
 * `interview_completed` ({@link isInterviewEnded}) when the ticket's interview has already ended.
 */
export async function storeInterviewStart(
  ticket: InterviewTicket,
  body: InterviewStartBody,
): Promise<void> {
  await post(ticket, 'start', body);
}

/**
 * Saves transcript entries from `from_index` on (idempotent). Throws {@link ApiError} with code
 * `transcript_gap` when the server holds fewer entries than `from_index`.
 */
export async function storeTranscript(
  ticket: InterviewTicket,
  body: TranscriptSaveBody,
): Promise<void> {
  await post(ticket, 'transcript', body);
}

/**
 * True for the server's `409 interview_completed`: the ticket's interview has ended (completed,
 * partial or abandoned) and its record is final (docs/product.md#statuses).
 */
export function isInterviewEnded(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'interview_completed';
}

/**
 * Stores the completion: completed_at, the whole transcript and the duration. An interview the
 * platform's end-of-call report completed first is sealed (`409 interview_completed`): the goal
 * is reached, so that is no failure.
 */
export async function storeInterviewCompletion(
  ticket: InterviewTicket,
  body: InterviewCompleteBody,
): Promise<void> {
  try {
    await post(ticket, 'complete', body);
  } catch (error) {
    if (isInterviewEnded(error)) return;
    throw error;
  }
}

/**
 * Saves the transcript while the page is going away (`pagehide`) and says the visitor left at
 * `leftAt` (the interview ends there, judged by its answers): a keepalive request outlives the
 * page. Sends everything from 0 when it fits the keepalive limit, else only what the server has
 * not confirmed yet. Fire and forget: nobody is left to read the answer.
 */
export function storeTranscriptOnExit(
  ticket: InterviewTicket,
  transcript: readonly TranscriptEntry[],
  confirmed: number,
  leftAt: string,
): void {
  let body = JSON.stringify({ from_index: 0, entries: transcript, left_at: leftAt });
  if (body.length > KEEPALIVE_BODY_MAX_BYTES) {
    body = JSON.stringify({
      from_index: confirmed,
      entries: transcript.slice(confirmed),
      left_at: leftAt,
    });
  }
  if (body.length > Math.min(KEEPALIVE_BODY_MAX_BYTES, INTERVIEW_BODY_MAX_BYTES)) return;
  fetch(routeOf(ticket, 'transcript'), {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', ...authorization(ticket) },
    body,
  }).catch((error: unknown) => console.error('Saving the transcript on exit failed', error));
}
