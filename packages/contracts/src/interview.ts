// The interview organisers shape: its definition, its saved versions, and the answers per
// question read from each interview. Shared by the server (`/api/admin/interview`,
// `/api/admin/answers`) and the dashboard. Plain TypeScript like ./api.ts; the zod schemas the
// server validates these bodies with are in ./interview-schemas.ts.

/** Fewest and most questions of an interview, and the longest question. */
export const INTERVIEW_MIN_QUESTIONS = 1;
export const INTERVIEW_MAX_QUESTIONS = 20;
export const QUESTION_MAX_CHARS = 300;
/** Longest first message and closing line (the platform's `endCallMessage` limit). */
export const INTERVIEW_LINE_MAX_CHARS = 1000;

/** The bounds the voice platform sets on an assistant's `silenceTimeoutSeconds`. */
export const SILENCE_TIMEOUT_MIN_SECONDS = 10;
export const SILENCE_TIMEOUT_MAX_SECONDS = 3600;
/** The bounds the voice platform sets on an assistant's `maxDurationSeconds`. */
export const MAX_DURATION_MIN_SECONDS = 10;
export const MAX_DURATION_MAX_SECONDS = 43_200;

/** Answers per page of the Answers screen: default and most. */
export const ANSWERS_PAGE_SIZE = 50;
export const ANSWERS_PAGE_MAX = 200;
/** Longest search text of the Answers screen. */
export const ANSWERS_SEARCH_MAX_CHARS = 200;

/** A voice of the platform, as it names it (`local` is the local synthesiser's provider). */
interface InterviewVoice {
  provider: string;
  voiceId: string;
}

/**
 * What an owner edits on the Interview screen (the body of `PUT /api/admin/interview`). After
 * the server's validation every text is trimmed and holds something.
 */
export interface InterviewDefinition {
  firstMessage: string;
  questions: string[];
  closingLine: string;
  voice: InterviewVoice;
  silenceTimeoutSeconds: number;
  maxDurationSeconds: number;
  /**
   * Whether the assistant asks once for more after a very short answer to an open question
   * (docs/product.md#reactions). Absent (versions saved before the switch existed) means on.
   */
  nudgeShortAnswers?: boolean;
}

/** Whether a definition nudges short answers: on unless switched off (absent means on). */
export const nudgesShortAnswers = (definition: Pick<InterviewDefinition, 'nudgeShortAnswers'>) =>
  definition.nudgeShortAnswers !== false;

/** A saved version of the interview. */
export interface InterviewVersionRecord {
  id: string;
  /** 1, 2, 3… in the order they were saved. */
  number: number;
  definition: InterviewDefinition;
  /** The e-mail of the organiser who saved it; null for the version seeded at first start. */
  createdBy: string | null;
  createdAt: string;
  /** True for the version the voice platform runs now. */
  live: boolean;
  /** When the platform accepted it; null when it never did. */
  liveAt: string | null;
  /** The platform's refusal, as it said it; null when it accepted the version. */
  platformError: string | null;
}

/** `GET /api/admin/interview`: the live definition and whether this organiser may change it. */
export interface InterviewAnswer {
  /** The live version (or, before any was accepted by the platform, the newest one). */
  version: InterviewVersionRecord;
  /** True when this organiser may save a new version (an owner, with the platform reachable). */
  editable: boolean;
  /** Why it is read-only, in words to show (e.g. which setting to set); null when editable. */
  reason: string | null;
}

/** `GET /api/admin/interview/versions`: every version, newest first. */
export interface InterviewVersionsAnswer {
  items: InterviewVersionRecord[];
}

/**
 * `PUT /api/admin/interview` and `POST …/versions/:id/restore` answer the new version: live
 * when the platform accepted it, else with `platformError`.
 */
export type InterviewSaveAnswer = InterviewVersionRecord;

/** One voice the platform offers (`GET /api/admin/interview/voices`). */
export interface InterviewVoiceOption {
  provider: string;
  voiceId: string;
  name: string;
  language: string | null;
}

/** `GET /api/admin/interview/voices`: the voices to choose from (none while read-only). */
export interface InterviewVoicesAnswer {
  items: InterviewVoiceOption[];
}

/** The body of `POST /api/admin/interview/sample`: the first message in a voice. */
export interface InterviewSampleBody {
  text: string;
  voice: InterviewVoice;
}

/** One interview's answer to one question. */
export interface InterviewAnswerRecord {
  /** 0-based position of the question in the interview's version. */
  questionIndex: number;
  question: string;
  answer: string;
  /** Seconds from the recording's start to the answer's start; null when unknown. */
  startSeconds: number | null;
}

/** One row of the Answers screen. */
export interface AnswerRow {
  id: string;
  interviewId: string;
  email: string;
  questionIndex: number;
  question: string;
  answer: string;
  startSeconds: number | null;
  createdAt: string;
  /** The interview's recording through the dashboard's API; null without one. */
  recordingUrl: string | null;
}

/** `GET /api/admin/answers?version=&question=&q=&cursor=`: newest first, by cursor. */
export interface AnswersPage {
  /** The version whose questions are listed (the live one unless `version` chose another). */
  version: { id: string; number: number; questions: string[] };
  questionIndex: number;
  items: AnswerRow[];
  nextCursor: string | null;
}

/** What the person page adds to each interview. */
export interface PersonInterviewAnswers {
  /** The version the interview ran with; null for interviews from before versions existed. */
  interviewVersionId: string | null;
  /** The platform's summary of the call, when its report had one. */
  summary: string | null;
  answers: InterviewAnswerRecord[];
}
