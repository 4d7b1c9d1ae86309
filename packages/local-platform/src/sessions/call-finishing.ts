import type { CallEndedReason } from '@vibe/voice-sdk/protocol';
import type { ReportSender } from '../outbound/report-sender.ts';
import type { ConversationLog } from './conversation-log.ts';
import { endOfCallReport, sessionCallSummary } from './end-of-call-report.ts';
import type { RecordingFeed } from './recording-feed.ts';
import type { ScriptedAnswers } from './scripted-answers.ts';
import type { SessionSocket } from './session-socket.ts';
import type { CallSessionStore, SessionArtifact, SessionCall } from './types.ts';

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
 * What happens once a call has ended (why it ended is decided in `call-ending.ts`): the page is
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
