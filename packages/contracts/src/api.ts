// The /api contract (docs/architecture.md): the types and constants both sides use. Plain
// TypeScript, no schema library, so that any bundle, the landing page's first one included, can
// import it at no cost. The zod schemas the server validates bodies with are in ./api-schemas.ts
// (`@vibe/contracts/api-schemas`), kept equal to these types by api-schemas.test.ts.
import { TRANSCRIPT_MAX_TEXT_CHARS } from './limits.ts';

/** Who said a transcript entry: the visitor (`user`) or the voice assistant. */
export const TRANSCRIPT_ROLES = ['user', 'assistant'] as const;
export type TranscriptRole = (typeof TRANSCRIPT_ROLES)[number];

/** One line of an interview's transcript. */
export interface TranscriptEntry {
  role: TranscriptRole;
  text: string;
  /** An ISO 8601 date-time with an offset. */
  timestamp: string;
}

/** Whether a transcript's text stays within {@link TRANSCRIPT_MAX_TEXT_CHARS}, all entries together. */
export function transcriptFits(entries: readonly TranscriptEntry[]): boolean {
  let chars = 0;
  for (const entry of entries) {
    chars += entry.text.length;
    if (chars > TRANSCRIPT_MAX_TEXT_CHARS) return false;
  }
  return true;
}

/** The body of `POST /api/onboarding`: the e-mail and what the browser says about the visit. */
export interface OnboardingBody {
  email: string;
  user_agent?: string | null;
  referrer?: string | null;
}

/** The body of `POST /api/interviews/:id/start`. */
export interface InterviewStartBody {
  started_at: string;
  call_id?: string | null;
}

/** The body of `POST /api/interviews/:id/transcript`: the entries from `from_index` on. */
export interface TranscriptSaveBody {
  from_index: number;
  entries: TranscriptEntry[];
  /**
   * The visitor left mid-call (the tab closed or the connection was lost) at this time: the
   * interview ends `abandoned`, whatever the platform reports later.
   */
  left_at?: string;
}

/** The body of `POST /api/interviews/:id/complete`. */
export interface InterviewCompleteBody {
  completed_at: string;
  transcript: TranscriptEntry[];
  duration_seconds: number;
}

/** The onboarding row, as the API returns it (docs/product.md#sign-up). */
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

/** One interview: one go at the voice interview (the `interviews` table). */
export interface Interview {
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

/** `POST /api/onboarding` for a new e-mail (201): the new record and its interview. */
export interface OnboardingCreated {
  record: OnboardingRecord;
  interview: InterviewTicket;
}

/**
 * `POST /api/onboarding` for a known e-mail (409, code {@link API_ERROR_CODES.duplicateEmail}):
 * the record stays as it was, and the visitor still goes on to a fresh interview of their own.
 */
export interface OnboardingDuplicate {
  error: ApiErrorBody['error'];
  interview: InterviewTicket;
}

export interface InterviewAnswer {
  record: OnboardingRecord;
  interview: Interview;
}

export interface VoiceConfig {
  publicKey: string;
  assistantId: string;
  apiBaseUrl: string;
  /**
   * The live interview version's questions, in order: the dialog's "Question n of N"
   * (docs/product.md#interview). Absent when the server could not read them.
   */
  questions?: string[];
}

/** Every /api error: `{"error": {"code", "message"}}`. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

// The error codes live in a module of their own: the sign-up form imports them, and so it does
// not share a chunk with the dashboard's use of this module (one request fewer when it loads).
export { API_ERROR_CODES, DUPLICATE_EMAIL_CODE } from './error-codes.ts';
