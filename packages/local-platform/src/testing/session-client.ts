import { setTimeout as sleep } from 'node:timers/promises';
import { PCM_FRAME_BYTES, PCM_FRAME_MS } from '@vibe/voice-sdk/protocol';
import WebSocket from 'ws';

/** A text message received, parsed, with its arrival time (`performance.now()`). */
export interface ReceivedMessage {
  data: unknown;
  at: number;
}

/** An audio frame received, with its arrival time (`performance.now()`). */
export interface ReceivedFrame {
  bytes: Buffer;
  at: number;
}

/** Options of {@link SessionClient.sendAudio}. */
export interface SendAudioOptions {
  /** Pace 20 ms frames in real time (default), or send them all at once. */
  realTime?: boolean;
  /** Stops sending when aborted. */
  signal?: AbortSignal;
}

/** Thrown by {@link SessionClient.connect} when the server refuses the upgrade. */
export class SessionRefusedError extends Error {
  constructor(readonly status: number) {
    super(`The call session was refused with HTTP ${status}.`);
    this.name = 'SessionRefusedError';
  }
}

/**
 * A Node client of the call-session protocol, as the browser SDK speaks it: collects every
 * message and audio frame with its arrival time, and sends audio in 20 ms frames. Used by the
 * integration tests and the benchmark.
 */
export class SessionClient {
  readonly messages: ReceivedMessage[] = [];
  readonly frames: ReceivedFrame[] = [];
  /** Arrival time of the socket's open event. */
  readonly openedAt: number;
  closed: { code: number; reason: string } | null = null;
  readonly #ws: WebSocket;
  readonly #listeners = new Set<() => void>();

  private constructor(ws: WebSocket, openedAt: number) {
    this.#ws = ws;
    this.openedAt = openedAt;
    ws.on('message', (data: Buffer, isBinary) => {
      const at = performance.now();
      if (isBinary) this.frames.push({ bytes: data, at });
      else {
        let parsed: unknown;
        try {
          parsed = JSON.parse(data.toString('utf8'));
        } catch {
          parsed = { unparsable: data.toString('utf8') };
        }
        this.messages.push({ data: parsed, at });
      }
      this.#notify();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString('utf8') };
      this.#notify();
    });
    ws.on('error', () => {});
  }

  /** Opens a session; rejects with {@link SessionRefusedError} when the server refuses. */
  static connect(url: string): Promise<SessionClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      // Listeners must exist before the first message can arrive, so build the client now.
      let client: SessionClient | null = null;
      ws.on('upgrade', () => {
        client = new SessionClient(ws, performance.now());
      });
      ws.once('open', () => resolve(client!));
      ws.once('unexpected-response', (_req, res) => {
        reject(new SessionRefusedError(res.statusCode ?? 0));
        res.resume();
        ws.terminate();
      });
      ws.once('error', reject);
    });
  }

  #notify() {
    for (const listener of [...this.#listeners]) listener();
  }

  /** Messages that are objects of a given `type`. */
  ofType(type: string): Record<string, unknown>[] {
    return this.messages
      .map((message) => message.data)
      .filter(
        (data): data is Record<string, unknown> =>
          typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type,
      );
  }

  /** Waits for a message (from index `from` on) that matches; rejects after `timeoutMs`. */
  waitFor(
    predicate: (data: Record<string, unknown>) => boolean,
    timeoutMs = 10_000,
    from = 0,
  ): Promise<ReceivedMessage> {
    return this.#until(
      () => {
        for (let i = from; i < this.messages.length; i++) {
          const message = this.messages[i]!;
          if (
            typeof message.data === 'object' &&
            message.data !== null &&
            predicate(message.data as Record<string, unknown>)
          ) {
            return message;
          }
        }
        return undefined;
      },
      timeoutMs,
      'message',
    );
  }

  /** Waits for the server to close the socket. */
  waitForClose(timeoutMs = 10_000): Promise<{ code: number; reason: string }> {
    return this.#until(() => this.closed ?? undefined, timeoutMs, 'close');
  }

  #until<T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const attempt = () => {
        const found = check();
        if (found === undefined) return false;
        clearTimeout(timer);
        this.#listeners.delete(listener);
        resolve(found);
        return true;
      };
      const listener = () => void attempt();
      const timer = setTimeout(() => {
        this.#listeners.delete(listener);
        reject(
          new Error(
            `No ${what} within ${timeoutMs} ms; got: ${JSON.stringify(this.messages.map((m) => m.data)).slice(-2_000)}`,
          ),
        );
      }, timeoutMs);
      if (!attempt()) this.#listeners.add(listener);
    });
  }

  sendJson(value: unknown): void {
    this.#ws.send(JSON.stringify(value));
  }

  sendRaw(data: Buffer | string, binary = typeof data !== 'string'): void {
    this.#ws.send(data, { binary });
  }

  /** Sends 16 kHz s16le audio in 20 ms frames, paced against a monotonic clock by default. */
  async sendAudio(samples: Int16Array, options: SendAudioOptions = {}): Promise<void> {
    const bytes = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
    const start = performance.now();
    for (let frame = 0; frame * PCM_FRAME_BYTES < bytes.length; frame++) {
      if (options.signal?.aborted || this.#ws.readyState !== WebSocket.OPEN) return;
      if (options.realTime ?? true) {
        const wait = start + frame * PCM_FRAME_MS - performance.now();
        if (wait > 0) await sleep(wait);
      }
      this.#ws.send(bytes.subarray(frame * PCM_FRAME_BYTES, (frame + 1) * PCM_FRAME_BYTES), {
        binary: true,
      });
    }
  }

  close(): void {
    this.#ws.close(1000);
  }

  /** Drops the connection without a closing handshake, like a lost network. */
  terminate(): void {
    this.#ws.terminate();
  }
}

type Message = Record<string, unknown>;

/** Matches the final transcript of a line (by default the assistant's). */
export const isFinalLine =
  (text: string, role = 'assistant') =>
  (m: Message) =>
    m['type'] === 'transcript' &&
    m['role'] === role &&
    m['transcriptType'] === 'final' &&
    m['transcript'] === text;

/** Matches the assistant starting or stopping to speak (optionally a given turn). */
export const isAssistantSpeech = (status: 'started' | 'stopped', turn?: number) => (m: Message) =>
  m['type'] === 'speech-update' &&
  m['role'] === 'assistant' &&
  m['status'] === status &&
  (turn === undefined || m['turn'] === turn);
