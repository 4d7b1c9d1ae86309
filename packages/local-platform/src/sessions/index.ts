import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { createEspeakSynthesizer } from '../voice/espeak-synthesizer.ts';
import { createPhraseCache } from '../voice/phrase-cache.ts';
import { createPlayoutScheduler } from './audio-playout.ts';
import { CallSession, type SessionEnvironment } from './call-session.ts';
import { interviewScriptOf } from '../assistant-script/interview-script.ts';
import type { CallSessionOptions, SessionAssistant } from './types.ts';

export type {
  ArtifactMessage,
  CallPatch,
  CallSessionOptions,
  CallSessionStore,
  OpenAIFormattedMessage,
  SessionAssistant,
  SessionCall,
  SessionTuning,
} from './types.ts';
export type { SpeechRecognizer } from '../voice/speech-recognizer.ts';
export type { SpeechSynthesizer } from '../voice/speech-synthesizer.ts';
export { ENDED_REASONS } from './call-session.ts';

/** The live call sessions of one platform instance. */
export interface CallSessions {
  /**
   * Takes over an HTTP upgrade for `<mount>/<callId>/transport?token=…`: the socket is
   * accepted if the store knows the call, refused with HTTP 404 otherwise (409 if the call
   * already has a session, 503 while shutting down).
   */
  handleUpgrade(
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    callId: string,
    token: string | null,
  ): void;
  /**
   * Starts synthesizing an assistant's lines ahead of its call (e.g. when `POST /call/web`
   * creates the call), so the first words play the moment the socket opens. Need not be
   * awaited; resolves once the lines are ready (failures are only logged).
   */
  prepare(assistant: SessionAssistant): Promise<void>;
  /** Listens for upgrades on `${pathPrefix}/:callId/transport` of a server. */
  attach(server: Server, pathPrefix: string): void;
  /** Sessions whose call has not finished being recorded. */
  activeCount(): number;
  /** Ends every call (default reason `worker-shutdown`) and waits until all are recorded. */
  closeAll(reason?: string): Promise<void>;
}

const CALL_ID = /^[A-Za-z0-9_-]{1,128}$/;
const REASONS: Record<number, string> = {
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Percent-decodes a path segment; a malformed one becomes an id that matches no call. */
const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
};

/** Answers an upgrade request with a plain HTTP error and closes the socket. */
function refuse(socket: Duplex, status: number, message: string) {
  if (socket.destroyed) return;
  const body = JSON.stringify({ message, error: REASONS[status], statusCode: status });
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * Creates the call-session engine: the WebSocket counterpart of `POST /call/web`. Each call
 * gets one session (see {@link CallSession}); sessions share one speech synthesizer with a
 * phrase cache and one real-time audio clock, and are otherwise isolated.
 *
 * @example
 * const sessions = createCallSessions({ store, webhookSecret: process.env.VAPI_SECRET });
 * sessions.attach(httpServer, '/platform/call');
 */
export function createCallSessions(options: CallSessionOptions): CallSessions {
  const log = options.log ?? ((line: string) => console.error(`[call-sessions] ${line}`));
  let synthesizer = options.synthesizer ? createPhraseCache(options.synthesizer) : null;
  // eSpeak NG (GPL) is only started when the first call needs a voice.
  const voice = () => (synthesizer ??= createPhraseCache(createEspeakSynthesizer()));
  const prepare = (assistant: SessionAssistant) => {
    const script = interviewScriptOf(assistant);
    return voice().prefetch(
      [script.firstMessage, ...script.questions, script.closing].filter(Boolean),
      {
        voice: assistant.voice,
      },
    );
  };
  const environment = (): SessionEnvironment => {
    return {
      synthesizer: voice(),
      ...(options.recognizer ? { recognizer: options.recognizer } : {}),
      scheduler,
      store: options.store,
      fetch: options.fetch ?? globalThis.fetch,
      ...(options.webhookSecret ? { webhookSecret: options.webhookSecret } : {}),
      clock: options.clock ?? (() => new Date()),
      log,
      tuning: options.tuning ?? {},
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
      void session.finished.finally(() => sessions.delete(callId));
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
      // A socket error before the handshake must not become an uncaught exception.
      socket.on('error', () => socket.destroy());
      if (closing) return refuse(socket, 503, 'The platform is shutting down.');
      if (!CALL_ID.test(callId)) return refuse(socket, 404, 'No such call.');
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

    attach(server, pathPrefix) {
      const prefix = pathPrefix.replace(/\/+$/, '');
      server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        const url = new URL(req.url ?? '/', 'http://local');
        const rest = url.pathname.startsWith(`${prefix}/`)
          ? url.pathname.slice(prefix.length + 1)
          : null;
        const match = rest ? /^([^/]+)\/transport\/?$/.exec(rest) : null;
        if (match) {
          sessionsApi.handleUpgrade(
            req,
            socket,
            head,
            safeDecode(match[1]!),
            url.searchParams.get('token'),
          );
        } else if (server.listenerCount('upgrade') === 1) {
          // Nobody else handles upgrades on this server: do not leave the socket hanging.
          refuse(socket, 404, 'No WebSocket endpoint here.');
        }
      });
    },

    activeCount: () => sessions.size,

    async closeAll(reason = 'worker-shutdown') {
      closing = true;
      const all = [...sessions.values()];
      for (const session of all) session.end(reason);
      await Promise.all(all.map((session) => session.finished));
      closing = false;
    },
  };
  return sessionsApi;
}
