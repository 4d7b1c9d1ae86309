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
  /**
   * Each question's identity, by position: the same while its wording is unchanged (or lightly
   * edited, when the owner said so), whatever version it is in, so its answers stay together.
   */
  questionIds: string[];
  /** True for a draft: saved, never sent to the platform until an owner makes it live. */
  draft: boolean;
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
  /**
   * The newest version saved, drafts included: what a new save is based on (a save over an
   * older one is `409 version_conflict`). The same as `version` unless a draft or a refused
   * version is newer.
   */
  latest: InterviewVersionRecord;
  /** True when this organiser may save a new version (an owner, with the platform reachable). */
  editable: boolean;
  /** Why it is read-only, in words to show (e.g. which setting to set); null when editable. */
  reason: string | null;
  /**
   * Set when the platform's assistant was found to run something other than the live version
   * and was set back to it (or could not be): words to show the owner. Null when they agreed.
   */
  platformNotice: string | null;
}

/**
 * The body of `PUT /api/admin/interview`: a new version, live unless `draft`. Saving over a
 * version newer than `baseVersionId` is `409 version_conflict` (its `latest` names who saved
 * what, and when).
 */
export interface InterviewSaveBody {
  definition: InterviewDefinition;
  /** The version this edit started from (the screen's `latest` when it loaded). */
  baseVersionId: string;
  /**
   * By position, the id of an earlier question this one rewords and stays (its answers stay
   * under it); null or absent: the question is known by its wording alone.
   */
  questionIds?: (string | null)[];
  /** True: keep it as a draft, not sent to the platform (default false: it goes live). */
  draft?: boolean;
}

/** The body of `POST /api/admin/interview/versions/:id/live`: a draft or an old version made live. */
export interface InterviewGoLiveBody {
  /** As for a save: the newest version the owner saw. */
  baseVersionId: string;
}

/** What `409 version_conflict` carries beside its message: the newer version. */
export interface InterviewConflict {
  latest: InterviewVersionRecord;
}

/** `GET /api/admin/interview/versions`: every version, newest first. */
export interface InterviewVersionsAnswer {
  items: InterviewVersionRecord[];
}

/**
 * `PUT /api/admin/interview` and `POST …/versions/:id/live` answer the version saved: live
 * when the platform accepted it (or a draft, when asked), else with `platformError`.
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
  /** The question's identity (see {@link InterviewVersionRecord.questionIds}). */
  questionId: string;
  questionIndex: number;
  /** The question as the interview's version asked it. */
  question: string;
  /** The number of the version the interview ran with. */
  versionNumber: number;
  answer: string;
  startSeconds: number | null;
  createdAt: string;
  /** The interview's recording through the dashboard's API; null without one. */
  recordingUrl: string | null;
}

/** A question of the Answers screen, across every version that asked it. */
export interface AnswersQuestion {
  id: string;
  /** Its wording in the newest version that asked it. */
  text: string;
  /** How many answers it has, from every version. */
  answers: number;
}

/**
 * `GET /api/admin/answers/questions`: the live version's questions in order, then the earlier
 * questions no longer asked (those with answers, most answered first).
 */
export interface AnswersQuestions {
  live: AnswersQuestion[];
  earlier: AnswersQuestion[];
}

/**
 * `GET /api/admin/answers?question=&q=&theme=&cursor=`: one question's answers, newest first
 * (only those mentioning `theme`, when given).
 */
export interface AnswersPage {
  /** The question listed (the live version's first unless `question` chose another). */
  question: { id: string; text: string };
  items: AnswerRow[];
  nextCursor: string | null;
}

/** Themes per question (docs/product.md#themes-per-question): how many a question shows. */
export const THEMES_SHOWN = 8;
/** Quotes shown under each theme, and the longest one, cut around the theme's words. */
export const THEME_QUOTES = 3;
export const THEME_QUOTE_MAX_CHARS = 120;
/** Longest theme: a few words (longer text in `theme=` is refused). */
export const THEME_MAX_CHARS = 60;

/** A theme of a question's answers: a key phrase, lemmatised (plural nouns made singular). */
export interface AnswerTheme {
  theme: string;
  /** How many people mention it (a person who mentions it in two interviews counts once). */
  people: number;
  /** The newest answers' words around it, at most {@link THEME_QUOTES}. */
  quotes: string[];
}

/**
 * `GET /api/admin/answers/themes?question=`: the question's most mentioned themes, most
 * mentioned first. `GET /api/admin/answers?question=&theme=` lists the answers mentioning one.
 */
export interface AnswersThemes {
  question: { id: string; text: string };
  themes: AnswerTheme[];
}

/** What the person page adds to each interview. */
export interface PersonInterviewAnswers {
  /** The version the interview ran with; null for interviews from before versions existed. */
  interviewVersionId: string | null;
  /** The platform's summary of the call, when its report had one. */
  summary: string | null;
  answers: InterviewAnswerRecord[];
}

/**
 * A test call as the browser joins it: the platform's web call, cut down to what the SDK call
 * class's `reconnect` reads (the call, where to join it, and whether it records or shows video).
 */
export interface InterviewTestCall {
  id: string;
  /** The Daily room, or the WebSocket session of the local platform. */
  webCallUrl?: string;
  transport?: { provider?: string; callUrl?: string; websocketCallUrl?: string };
  artifactPlan?: { videoRecordingEnabled?: boolean };
  assistant?: { voice?: { provider?: string } };
}

/**
 * `POST /api/admin/interview/versions/:id/try`: a test call on that version (a draft, usually),
 * placed by the server with the private key and marked as a test, so its report is stored
 * nowhere: not in people, answers, exports or the overview.
 */
export interface InterviewTestCallAnswer {
  /** The version the call runs. */
  versionId: string;
  call: InterviewTestCall;
}
