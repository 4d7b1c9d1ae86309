// The platform's call-session engine: one WebSocket session per web call, sharing one speech
// synthesizer and one audio clock. The sessions' data types are in ./types.ts.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { CallEndedReason } from '@vibe/voice-sdk/protocol';
import { WebSocketServer } from 'ws';
import { interviewScriptOf } from '../assistant-script/interview-script.ts';
import { refuseUpgrade as refuse, type CallTransportTaker } from '../http/upgrade-router.ts';
import { createGuardedFetch } from '../outbound/guarded-fetch.ts';
import { createReportSender } from '../outbound/report-sender.ts';
import { createEspeakSynthesizer } from '../voice/espeak-synthesizer.ts';
import { createPhraseCache, type CachedSynthesizer } from '../voice/phrase-cache.ts';
import { guardedObserver } from './guarded-observer.ts';
import type { SpeechSynthesizer } from '../voice/speech-synthesizer.ts';
import { createPlayoutScheduler } from './audio-playout.ts';
import { ENDED_REASONS, SHUTDOWN_ENDED_REASON } from './call-ending.ts';
import { CallSession, type SessionEnvironment } from './call-session.ts';
import type { CallSessionOptions, SessionAssistant } from './types.ts';

/**
 * Audio kept for voice samples, apart from the calls' phrases: a few samples (one of the
 * longest, 1,000 characters, is about 2 MiB), so repeated clicks are instant.
 */
const SAMPLE_CACHE_BYTES = 8 * 1024 * 1024;

/** How long the samples' worker (about 70 MB) stays up after the last sample. */
const SAMPLE_WORKER_IDLE_MS = 5 * 60_000;

/**
 * The live call sessions of one platform instance. `handleUpgrade` (from CallTransportTaker) takes over an HTTP upgrade that
 * the upgrade router matched to a call: the socket is accepted if the store knows the call,
 * refused with HTTP 404 otherwise (409 if the call already has a session, 503 while shutting
 * down).
 */
export interface CallSessions extends CallTransportTaker {
  /**
   * Starts synthesizing an assistant's lines ahead of its call (e.g. when `POST /call/web`
   * creates the call), so the first words play the moment the socket opens. Need not be
   * awaited; resolves once the lines are ready (failures are only logged).
   */
  prepare(assistant: SessionAssistant): Promise<void>;
  /**
   * Ends one call's live session, if it has one (with `reason`, default `customer-ended-call`),
   * and resolves once the call is recorded and reported; at once when it has none.
   */
  end(callId: string, reason?: CallEndedReason): Promise<void>;
  /**
   * Speaks `text` in `voice` with the sessions' synthesizer (16 kHz mono PCM), as a call would
   * say it; for voice samples (`POST /voice/sample`). Served after every call's speech, from a
   * cache of its own (samples never push calls' phrases out); rejects with
   * `SynthesisBusyError` when enough samples already wait, and with the signal's reason once
   * `signal` aborts (the job is then withdrawn).
   */
  speak(text: string, voice: SessionAssistant['voice'], signal?: AbortSignal): Promise<Int16Array>;
  /** Speech jobs waiting for the synthesizer, all priorities (0 before any speech). */
  speechQueueDepth(): number;
  /** Sessions whose call has not finished being recorded. */
  activeCount(): number;
  /** Ends every call (default reason `worker-shutdown`) and waits until all are recorded. */
  closeAll(reason?: CallEndedReason): Promise<void>;
}

/**
 * Creates the call-session engine: the WebSocket counterpart of `POST /call/web`. Each call
 * gets one session (see {@link CallSession}); sessions share one speech synthesizer with a
 * phrase cache and one real-time audio clock, and are otherwise isolated.
 *
 * @example
 * const sessions = createCallSessions({ store, webhookUrl, webhookSecret: process.env.VAPI_SECRET });
 * server.on('upgrade', createUpgradeHandler(sessions, '/platform'));
 */
export function createCallSessions(options: CallSessionOptions): CallSessions {
  const log = options.log ?? ((line: string) => console.error(`[call-sessions] ${line}`));
  const observer = options.observer && guardedObserver(options.observer, log);
  // eSpeak NG (GPL) is only started when the first call (or sample) needs a voice.
  let engine: SpeechSynthesizer | null = options.synthesizer ?? null;
  const speech = () => (engine ??= createEspeakSynthesizer());
  let calls: CachedSynthesizer | null = null;
  const voice = () => (calls ??= createPhraseCache(speech()));
  // Samples get their own eSpeak worker at the lowest OS priority: one being spoken then takes
  // only the CPU calls leave over, instead of holding the worker that speaks the calls' lines.
  // It stops when idle (its memory back), as samples are rare.
  let sampleEngine: SpeechSynthesizer | null = options.synthesizer ?? null;
  const sampleSpeech = () =>
    (sampleEngine ??= createEspeakSynthesizer({
      lowPriority: true,
      idleTimeoutMs: SAMPLE_WORKER_IDLE_MS,
    }));
  let samples: CachedSynthesizer | null = null;
  const sampleVoice = () =>
    (samples ??= createPhraseCache(sampleSpeech(), { maxBytes: SAMPLE_CACHE_BYTES }));
  const prepare = (assistant: SessionAssistant) => {
    const script = interviewScriptOf(assistant);
    return voice().prefetch(
      [script.firstMessage, ...script.questions, script.closing].filter(Boolean),
      {
        voice: assistant.voice,
      },
    );
  };
  const reports = options.reports ?? defaultReportSender(options, log);
  const environment = (): SessionEnvironment => {
    return {
      synthesizer: voice(),
      ...(options.recognizer ? { recognizer: options.recognizer } : {}),
      ...(options.recordings ? { recordings: options.recordings } : {}),
      scheduler,
      store: options.store,
      reports,
      clock: options.clock ?? (() => new Date()),
      log,
      tuning: options.tuning ?? {},
      ...(observer ? { observer } : {}),
    };
  };
  const scheduler = createPlayoutScheduler({ leadMs: options.tuning?.leadMs ?? 100 });
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: 256 * 1024,
    perMessageDeflate: false,
    clientTracking: false,
  });
  const sessions = new Map<string, CallSession>();
  const opening = new Set<string>();
  let closing = false;

  async function open(
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    callId: string,
    token: string | null,
  ) {
    const call = await options.store.loadCall(callId, token);
    if (!call) return refuse(socket, 404, `No call ${callId} to join.`);
    // Get the voice going while the handshake completes.
    void prepare(call.assistant ?? {});
    if (closing) return refuse(socket, 503, 'The platform is shutting down.');
    if (socket.destroyed) return;
    wss.handleUpgrade(req, socket, head, (ws) => {
      const session = new CallSession(ws, { ...call, id: callId }, environment());
      sessions.set(callId, session);
      observer?.callOpened(callId);
      void session.finished.finally(() => {
        sessions.delete(callId);
        observer?.callFinished(callId);
      });
      session.start();
    });
  }

  const sessionsApi: CallSessions = {
    async prepare(assistant) {
      try {
        await prepare(assistant);
      } catch (error) {
        log(`could not prepare an assistant's voice: ${String(error)}`);
      }
    },

    handleUpgrade(req, socket, head, callId, token) {
      if (closing) return refuse(socket, 503, 'The platform is shutting down.');
      if (sessions.has(callId) || opening.has(callId)) {
        return refuse(socket, 409, `Call ${callId} already has a session.`);
      }
      opening.add(callId);
      open(req, socket, head, callId, token)
        .catch((error: unknown) => {
          log(`call ${callId}: could not open the session: ${String(error)}`);
          refuse(socket, 500, 'The call session could not be opened.');
        })
        .finally(() => opening.delete(callId));
    },

    async end(callId, reason = ENDED_REASONS.customerEnded) {
      const session = sessions.get(callId);
      if (!session) return;
      session.end(reason);
      await session.finished;
    },

    speak: (text, selection, signal) =>
      sampleVoice().synthesize(text, {
        voice: selection,
        priority: 'sample',
        ...(signal ? { signal } : {}),
      }),
    speechQueueDepth: () =>
      (engine?.queueDepth?.() ?? 0) +
      (sampleEngine && sampleEngine !== engine ? (sampleEngine.queueDepth?.() ?? 0) : 0),
    activeCount: () => sessions.size,

    async closeAll(reason = SHUTDOWN_ENDED_REASON) {
      closing = true;
      const all = [...sessions.values()];
      for (const session of all) session.end(reason);
      await Promise.all(all.map((session) => session.finished));
      closing = false;
    },
  };
  return sessionsApi;
}

/**
 * The report sender of sessions built without one: the secret to `webhookUrl` only, other URLs
 * through the address guard (made on first use) unless private webhooks are allowed.
 */
function defaultReportSender(options: CallSessionOptions, log: (line: string) => void) {
  const fetchOwn = options.fetch ?? globalThis.fetch;
  let guarded: typeof fetch | undefined;
  const outboundFetch: typeof fetch = options.allowPrivateWebhooks
    ? fetchOwn
    : (input, init) =>
        (guarded ??= createGuardedFetch({
          onRefused: (refusal) => log(`report refused: ${refusal.message}`),
        }).fetch)(input, init);
  return createReportSender({
    ...(options.webhookUrl ? { webhookUrl: options.webhookUrl } : {}),
    ...(options.webhookSecret ? { webhookSecret: options.webhookSecret } : {}),
    fetch: fetchOwn,
    outboundFetch,
  });
}
