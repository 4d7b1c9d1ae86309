import type {
  Analysis,
  Artifact,
  CallEndedReason,
  CallStatus,
  OpenAIMessage,
  ArtifactMessage as ProtocolArtifactMessage,
} from '@vibe/voice-sdk/protocol';
import type { ReportSender, ReportServer } from '../outbound/report-sender.ts';
import type { CallRecordings } from '../recordings/call-recorder.ts';
import type { SpeechRecognizer } from '../voice/speech-recognizer.ts';
import type { SpeechSynthesizer } from '../voice/speech-synthesizer.ts';
import type { EndpointingOptions } from '../voice/turns/endpointing.ts';
import type { LiveTurnOptions } from '../voice/turns/live-turn.ts';
import type { VoiceActivityOptions } from '../voice/voice-activity.ts';

/** The subset of the platform's Assistant a call session uses. */
export interface SessionAssistant {
  id?: string;
  name?: string;
  firstMessage?: string;
  firstMessageMode?: 'assistant-speaks-first' | 'assistant-waits-for-user' | string;
  /** Whether the visitor may interrupt the first message (provider default: false). */
  firstMessageInterruptionsEnabled?: boolean;
  model?: { messages?: { role: string; content: string }[] };
  endCallMessage?: string;
  endCallPhrases?: string[];
  silenceTimeoutSeconds?: number;
  maxDurationSeconds?: number;
  voice?: { provider?: string; voiceId?: string };
  /** Where the end-of-call report goes. */
  server?: ReportServer;
  serverMessages?: string[];
  clientMessages?: string[];
  /** `metadata.script = { questions: string[], closing?: string }` drives the interview. */
  metadata?: Record<string, unknown>;
  /**
   * What the call keeps: recorded unless `recordingEnabled` is false, as `recordingFormat`
   * `mp3` (our default) or `wav;l16`.
   */
  artifactPlan?: { recordingEnabled?: boolean; recordingFormat?: string };
}

/** The call a session runs, as the store knows it. */
export interface SessionCall {
  id: string;
  orgId: string;
  assistant: SessionAssistant;
  assistantId?: string;
  metadata?: Record<string, unknown>;
  createdAt: string;
}

/**
 * One entry of a call's artifact messages as a session logs it: the protocol's
 * `ArtifactMessage` with the visitor's or the assistant's words and all of its timings.
 */
export type ArtifactMessage = ProtocolArtifactMessage & {
  role: 'bot' | 'user';
  message: string;
  /** Start, in epoch milliseconds. */
  time: number;
  /** End, in epoch milliseconds. */
  endTime: number;
  secondsFromStart: number;
  /** Length in milliseconds. */
  duration: number;
};

/** One entry of the history in OpenAI chat format, as a session logs it. */
export type OpenAIFormattedMessage = OpenAIMessage & {
  role: 'system' | 'assistant' | 'user';
  content: string;
};

/** What a call's artifact holds once its session has ended. */
export type SessionArtifact = Artifact & {
  messages: ArtifactMessage[];
  messagesOpenAIFormatted: OpenAIFormattedMessage[];
  /** `"AI: …\nUser: …"`. */
  transcript: string;
};

/** What a session writes to the call record. */
export interface CallPatch {
  status?: Extract<CallStatus, 'in-progress' | 'ended'>;
  startedAt?: string;
  endedAt?: string;
  endedReason?: CallEndedReason;
  /** `"AI: …\nUser: …"`. */
  transcript?: string;
  messages?: ArtifactMessage[];
  cost?: number;
  artifact?: SessionArtifact;
  /** What the call's analysis found (the answers per question), as `GET /call/{id}` shows it. */
  analysis?: Analysis;
}

/** Where sessions read their call from and write its record to (the REST side's storage). */
export interface CallSessionStore {
  /**
   * The call behind a session socket, if the token admits it and the call may (still) be
   * joined; `null` refuses the socket with HTTP 404.
   */
  loadCall(callId: string, token: string | null): Promise<SessionCall | null>;
  /** Merges a patch into the stored call (status, times, endedReason, transcript, …). */
  saveCall(callId: string, patch: CallPatch): Promise<void>;
}

/**
 * Knobs for tests and benchmarks. The defaults are the provider's behaviour; nothing here is
 * reachable through an assistant, so callers of the public API cannot go below the limits.
 */
export interface SessionTuning {
  /**
   * Lower bound of `silenceTimeoutSeconds` and `maxDurationSeconds` (the provider's is 10 s).
   * Tests lower it to run quickly.
   */
  minimumLimitSeconds?: number;
  /** How far ahead of real time assistant audio is sent (default 100 ms). */
  leadMs?: number;
  /** Pause between the first message and the first question (default 300 ms). */
  phraseGapMs?: number;
  /** Turn detection tuning (hangover, thresholds…). */
  voiceActivity?: VoiceActivityOptions;
  /**
   * A turn whose words take longer than this is recorded as "(transcribing…)" and the call goes
   * on; the words fill it in when they land (default 10 s).
   */
  recognizerTimeoutMs?: number;
  /** Turn taking with a speech recognizer: partial transcripts, endpointing, overload. */
  turnTaking?: TurnTakingOptions;
}

/** How turns are taken when a speech recognizer is configured (`visitor-turns.ts`). */
export interface TurnTakingOptions extends LiveTurnOptions {
  /** When a turn is over, from its words (`endpointing.ts`). */
  endpointing?: EndpointingOptions;
  /**
   * A candidate turn (a sound in which no words were heard yet) holds the conversation at most
   * this long once it ended, while its final transcript is made (default 1 s).
   */
  candidateHoldMs?: number;
  /** At the end of a call, the longest wait for turns still being transcribed (default 2 min). */
  lateTranscriptsMs?: number;
  /**
   * A partial of a candidate turn transcribes only its last this-long (default 4 s): enough to
   * find words in, at a cost that does not grow with a beeping microphone's endless candidate.
   */
  candidateWindowMs?: number;
  /**
   * A candidate keeps at most its last this-long of audio (default 12 s), for its final
   * transcript once words are found: partials a busy recogniser dropped lose no speech.
   */
  candidateKeepMs?: number;
  /**
   * A sound that starts within this long after the visitor's last words may continue their answer
   * (default 2 s): it holds the conversation until a partial that ran finds no words in it, so
   * the next question does not start into the rest of the answer (a small model may swallow the
   * "and" before a pause, which then ends the turn early).
   */
  continuationMs?: number;
  /**
   * Such a sound holds the conversation until a partial transcript has heard it (words: the
   * visitor goes on; none: noise, released at once), and at most this long after the visitor's
   * last words (default 10 s, as long as a turn's words may hold it). On a free recogniser the
   * first partial decides within about a second; a busy one drops partials, and asking the next
   * question then would talk over a visitor who has only paused.
   */
  continuationHoldMs?: number;
}

/**
 * Told of each live call's milestones (the product's metrics: live calls, start latency). A
 * fault in an observer is logged and never reaches the call.
 */
export interface SessionObserver {
  /** A call's session opened: its socket was accepted. */
  callOpened?(callId: string): void;
  /** The call's first assistant audio frame went out, `latencyMs` after the call was created. */
  firstAudio?(callId: string, latencyMs: number): void;
  /** The call ended (for whatever reason); its recording and report are still to come. */
  callEnded?(callId: string): void;
  /** The call's session finished: recorded and reported. */
  callFinished?(callId: string): void;
}

/** Options of `createCallSessions`. */
export interface CallSessionOptions {
  store: CallSessionStore;
  /** Told of each call's milestones. */
  observer?: SessionObserver;
  /** Defaults to eSpeak NG (WebAssembly, in a worker thread). Results are cached. */
  synthesizer?: SpeechSynthesizer;
  /** Without one, spoken turns are recorded as spoken answers of a given length. */
  recognizer?: SpeechRecognizer;
  /**
   * Records calls (unless their assistant's `artifactPlan.recordingEnabled` is false); without
   * it, no call is recorded.
   */
  recordings?: CallRecordings;
  /**
   * Posts the end-of-call reports. Default: a sender built from `webhookUrl`, `webhookSecret`,
   * `fetch` and `allowPrivateWebhooks` (see `outbound/report-sender.ts`).
   */
  reports?: ReportSender;
  /** The product's own webhook URL: the only one `webhookSecret` is sent to. */
  webhookUrl?: string;
  /** Sent as `x-vapi-secret` with the end-of-call reports to `webhookUrl`, and nowhere else. */
  webhookSecret?: string;
  /** Used for the reports to `webhookUrl` (defaults to the global fetch). */
  fetch?: typeof fetch;
  /**
   * Lets reports reach non-public addresses (loopback, private, link-local…) other than
   * `webhookUrl`, through `fetch`. Default false: such URLs are refused by the address guard.
   */
  allowPrivateWebhooks?: boolean;
  clock?: () => Date;
  log?: (line: string) => void;
  tuning?: SessionTuning;
}
