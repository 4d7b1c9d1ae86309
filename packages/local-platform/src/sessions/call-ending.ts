import type { CallEndedReason } from '@vibe/voice-sdk/protocol';
import type { ReportSender } from '../outbound/report-sender.ts';
import type { ConversationLog } from './conversation-log.ts';
import { endOfCallReport, sessionCallSummary } from './end-of-call-report.ts';
import type { RecordingFeed } from './recording-feed.ts';
import type { ScriptedAnswers } from './scripted-answers.ts';
import type { SessionSocket } from './session-socket.ts';
import type {
  CallSessionStore,
  SessionArtifact,
  SessionAssistant,
  SessionCall,
  SessionTuning,
} from './types.ts';

// Where a call session decides that its call has ended, and why. Every ending goes through
// `CallSession.end(reason)` with one of the reasons below (the first reason wins):
//
// - the assistant finished the script's closing line          → `assistantEnded`
// - the assistant spoke one of its `endCallPhrases`           → `endCallPhrase`
// - a `say` with `endCallAfterSpoken` has been spoken         → `afterMessageSpoken`
// - the visitor said nothing for `silenceTimeoutSeconds`      → `silence`
// - the call lasted `maxDurationSeconds`                      → `maxDuration`
// - the visitor hung up (`end-call`, or closed the socket)    → `customerEnded`
// - the socket dropped without a closing handshake            → `connectionLost`
// - the voice could not be synthesized                        → `voiceFailed`
// - a fault in the session itself                             → `crashed`
//
// What happens once a call has ended (last status, recording, record, report) is `finishCall`
// below; the page learns the reason from the `status-update` it sends.

/** The provider's ended reasons a live session produces. */
export const ENDED_REASONS = {
  assistantEnded: 'assistant-ended-call',
  endCallPhrase: 'assistant-said-end-call-phrase',
  afterMessageSpoken: 'assistant-ended-call-after-message-spoken',
  silence: 'silence-timed-out',
  maxDuration: 'exceeded-max-duration',
  customerEnded: 'customer-ended-call',
  /** The client vanished without closing its socket (network lost, process killed). */
  connectionLost:
    'call.in-progress.error-vapifault-call-started-but-connection-to-transport-missing',
  voiceFailed: 'pipeline-error-custom-voice-failed',
  crashed: 'call.in-progress.error-vapifault-worker-died',
} as const satisfies Record<string, CallEndedReason>;

/** Why the platform ends its live calls when it shuts down. */
export const SHUTDOWN_ENDED_REASON: CallEndedReason = 'worker-shutdown';

/** WebSocket close codes of a client that hung up: normal, going away (page left), none given. */
const CLEAN_CLOSE_CODES: ReadonlySet<number> = new Set([1000, 1001, 1005]);

/**
 * Why a call ended when its socket closed with `code`: a closing handshake (hanging up, or the
 * browser leaving the page) is the visitor ending the call; a socket that just drops is a lost
 * connection.
 */
export function endedReasonOfClose(code: number): CallEndedReason {
  return CLEAN_CLOSE_CODES.has(code) ? ENDED_REASONS.customerEnded : ENDED_REASONS.connectionLost;
}

/** How long a call may stay silent, and last, before the session ends it. */
export interface CallLimits {
  silenceMs: number;
  maxDurationMs: number;
}

function limitSeconds(value: unknown, fallback: number, min: number, max: number): number {
  const seconds = typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  return Math.min(max, Math.max(min, seconds));
}

/**
 * The assistant's `silenceTimeoutSeconds` (default 30 s) and `maxDurationSeconds` (default
 * 10 min), kept within the provider's bounds (the lower one lowered only by tests' tuning).
 */
export function callLimitsOf(assistant: SessionAssistant, tuning: SessionTuning): CallLimits {
  const minimum = tuning.minimumLimitSeconds ?? 10;
  return {
    silenceMs: limitSeconds(assistant.silenceTimeoutSeconds, 30, minimum, 3_600) * 1000,
    maxDurationMs: limitSeconds(assistant.maxDurationSeconds, 600, minimum, 43_200) * 1000,
  };
}

/** The assistant's end-call phrases, lower-cased (at most 50, each of 2 characters or more). */
export function endCallPhrasesOf(assistant: SessionAssistant): string[] {
  return (Array.isArray(assistant.endCallPhrases) ? assistant.endCallPhrases : [])
    .filter((phrase): phrase is string => typeof phrase === 'string' && phrase.trim().length >= 2)
    .slice(0, 50)
    .map((phrase) => phrase.trim().toLowerCase());
}

/**
 * Whether the call ends once the assistant has fully spoken a line, and why: `ending` when the
 * line itself ends the call (the script's closing line, a `say` with `endCallAfterSpoken`),
 * else when the line holds one of the end-call phrases; `undefined` when the call goes on.
 */
export function endedReasonAfterLine(
  text: string,
  endCallPhrases: readonly string[],
  ending?: CallEndedReason,
): CallEndedReason | undefined {
  if (ending) return ending;
  const lower = text.toLowerCase();
  return endCallPhrases.some((phrase) => lower.includes(phrase))
    ? ENDED_REASONS.endCallPhrase
    : undefined;
}

/** An ended call, as its session leaves it for finishing. */
export interface EndedCall {
  call: SessionCall;
  endedReason: CallEndedReason;
  /** When the call started; `null` when it ended before it started. */
  startedAt: Date | null;
  conversation: ConversationLog;
  /** The visitor's answers per question, for the report's `analysis.structuredData`. */
  answers: ScriptedAnswers;
  socket: SessionSocket;
  recording: RecordingFeed;
  /**
   * Settles once the visitor's last turns are in the record: transcribed, or, past the
   * recogniser timeout, recorded as being transcribed.
   */
  turnsRecorded: Promise<void>;
  /** Settles once every turn's words have landed in the record (capped: `turn-records.ts`). */
  turnsSettled: Promise<void>;
  /** Settles once the call's start is saved (the end must not be overwritten by it). */
  startSaved: Promise<void>;
}

/** What finishing a call uses. */
export interface FinishingDeps {
  store: CallSessionStore;
  reports: ReportSender;
  clock: () => Date;
  log: (line: string) => void;
}

/**
 * What happens once a call has ended (why it ended is decided above): the page is
 * told why (`status-update` with `endedReason`) and the socket closed, the recording finished,
 * the call's record saved with its artifact, and the end-of-call report posted to the
 * assistant's server when it asks for one. Never throws: failures are logged.
 */
export async function finishCall(ended: EndedCall, deps: FinishingDeps): Promise<void> {
  const { call, endedReason, conversation, socket } = ended;
  const { store, log } = deps;
  // The call ended now: the wait for words below is not part of it (nor of its recording).
  const endedAt = deps.clock();
  // Let a turn being transcribed land in the record (the page gets its final transcript), for
  // at most the recogniser timeout.
  await ended.turnsRecorded;
  socket.send({ type: 'status-update', status: 'ended', endedReason });
  socket.closeAfterEnd();
  // A call that ended before it started lasted no time (not since the epoch).
  const started = ended.startedAt ?? endedAt;
  const startedAt = started.toISOString();
  const recording = await ended.recording.finish(endedAt.getTime() - started.getTime());
  // The record and the report wait for words still being transcribed (an overloaded recogniser
  // catches up), so that no turn reads "(transcribing…)" there.
  await ended.turnsSettled;
  const artifact: SessionArtifact = {
    messages: conversation.messages(),
    messagesOpenAIFormatted: conversation.messagesOpenAIFormatted(),
    transcript: conversation.transcript(),
    ...recording,
  };
  const analysis = ended.answers.analysis();
  await ended.startSaved;
  try {
    await store.saveCall(call.id, {
      status: 'ended',
      startedAt,
      endedAt: endedAt.toISOString(),
      endedReason,
      transcript: artifact.transcript,
      messages: artifact.messages,
      cost: 0,
      artifact,
      analysis,
    });
  } catch (error) {
    log(`call ${call.id}: could not save the end of the call: ${String(error)}`);
  }
  const assistant = call.assistant ?? {};
  const server = assistant.server;
  const wanted = assistant.serverMessages;
  if (!server?.url || (Array.isArray(wanted) && !wanted.includes('end-of-call-report'))) return;
  const times = { startedAt, endedAt: endedAt.toISOString(), endedReason };
  const report = endOfCallReport({
    call: sessionCallSummary(call, times),
    assistant: { id: assistant.id ?? call.assistantId, name: assistant.name },
    ...times,
    artifact,
    analysis,
    timestamp: endedAt.getTime(),
  });
  const result = await deps.reports.send(server, report);
  if (!result.delivered) log(`call ${call.id}: end-of-call report not delivered: ${result.reason}`);
}
