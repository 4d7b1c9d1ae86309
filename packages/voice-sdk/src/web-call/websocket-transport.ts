import { required, StartCancelled } from './call-errors.ts';
import { BrowserMedia, type CallMedia } from './browser-media.ts';
import {
  AUDIO_LEVEL_INTERVAL_MS,
  LOCAL_ENDED_REASON,
  MAX_INBOUND_TEXT_CHARS,
  PCM_MAX_INBOUND_BYTES,
} from './constants.ts';
import { decodePcm16, rmsLevel } from './pcm.ts';
import type { CallTransport, TransportOptions } from './transport.ts';

/** The part of the browser's WebSocket this transport uses (what a test fake implements). */
export type SocketLike = Pick<
  WebSocket,
  | 'binaryType'
  | 'readyState'
  | 'bufferedAmount'
  | 'send'
  | 'close'
  | 'onopen'
  | 'onmessage'
  | 'onerror'
  | 'onclose'
>;

/** Seams for tests; the defaults are the browser's WebSocket and Web Audio. */
export interface WebSocketTransportDeps {
  socket?: (url: string) => SocketLike;
  media?: () => CallMedia;
}

const OPEN = 1;
const NORMAL_CLOSURE = 1000;
/** Microphone frames are dropped while this much is still unsent (a stalled connection). */
const MAX_BUFFERED_BYTES = 64 * 1024;

/**
 * The WebSocket PCM transport (the local platform's call sessions and the platform's own
 * websocket calls): binary frames are 16 kHz mono PCM s16le both ways, text frames are JSON
 * messages. Microphone audio is captured by an AudioWorklet; the assistant's audio plays as a
 * media track whose level drives speech detection.
 */
export class WebSocketTransport implements CallTransport {
  readonly kind = 'websocket';
  #socket: SocketLike | null = null;
  #media: CallMedia | null = null;
  #joined = false;
  #closedByUs = false;
  #left = false;
  /** The microphone's level, from the last PCM frame it sent. */
  #localLevel = 0;
  #localTimer: ReturnType<typeof setInterval> | undefined;
  /** Rejects a join still waiting for the socket to open (destroy() must not leave it hanging). */
  #abortJoin: ((reason: Error) => void) | null = null;

  readonly #options: TransportOptions;
  readonly #deps: WebSocketTransportDeps;

  constructor(options: TransportOptions, deps: WebSocketTransportDeps = {}) {
    this.#options = options;
    this.#deps = deps;
  }

  async create(): Promise<void> {
    this.#media = (this.#deps.media ?? (() => new BrowserMedia()))();
  }

  async join(): Promise<void> {
    const media = required(this.#media);
    const speaker = await media.open((frame) => this.#sendAudio(frame));
    // destroy() may have run while the microphone prompt was open: connect nothing then.
    if (this.#media !== media) throw new StartCancelled();
    const socket = (this.#deps.socket ?? ((url) => new WebSocket(url)))(this.#options.url);
    socket.binaryType = 'arraybuffer';
    this.#socket = socket;
    socket.onmessage = (event) => this.#onMessage(event.data);
    await new Promise<void>((resolve, reject) => {
      this.#abortJoin = reject;
      socket.onopen = () => resolve();
      socket.onerror = () => reject(new Error('Could not connect to the call.'));
      socket.onclose = (event) =>
        reject(new Error(`The call connection closed before it opened (code ${event.code}).`));
    });
    this.#joined = true;
    socket.onerror = null;
    socket.onclose = ({ code, reason }) => {
      if (!this.#closedByUs && code !== NORMAL_CLOSURE) {
        this.#options.events.error(
          `The call connection closed unexpectedly (code ${code}${reason ? `: ${reason}` : ''}).`,
        );
      }
      this.#reportLeft();
    };
    this.#options.events.speakerTrack(speaker, media.player() ?? undefined);
  }

  localLevel(): number {
    return this.#localLevel;
  }

  async observeLocalLevel(interval = AUDIO_LEVEL_INTERVAL_MS): Promise<void> {
    required(this.#media);
    this.stopLocalLevel();
    this.#localTimer = setInterval(
      () => this.#options.events.relay('local-volume-level', this.#localLevel),
      interval,
    );
  }

  stopLocalLevel(): void {
    clearInterval(this.#localTimer);
    this.#localTimer = undefined;
  }

  localLevelObserved(): boolean {
    return this.#localTimer !== undefined;
  }

  async startAudioLevelObserver(): Promise<void> {
    required(this.#media).observeLevel((level) => this.#options.events.audioLevel(level));
  }

  async setupAudioProcessing(): Promise<void> {
    await required(this.#media).enableNoiseSuppression();
  }

  send(message: unknown): void {
    required(this.#socket?.readyState === OPEN ? this.#socket : null).send(JSON.stringify(message));
  }

  setMuted(muted: boolean): void {
    required(this.#media).setMuted(muted);
  }

  isMuted(): boolean {
    return this.#media?.isMuted() ?? false;
  }

  async leave(): Promise<void> {
    const socket = this.#socket;
    this.#closedByUs = true;
    if (socket?.readyState === OPEN) socket.close(NORMAL_CLOSURE, LOCAL_ENDED_REASON);
    // Reported now, not on the close event: the caller cleans up right after leaving.
    this.#reportLeft();
  }

  async destroy(): Promise<void> {
    this.#left = true;
    this.stopLocalLevel();
    // Rejects a join still waiting for the socket (once it has opened, this does nothing).
    this.#abortJoin?.(new StartCancelled());
    const socket = this.#socket;
    this.#socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
      if (socket.readyState <= OPEN) socket.close(NORMAL_CLOSURE);
    }
    const media = this.#media;
    this.#media = null;
    await media?.close();
  }

  #sendAudio(frame: ArrayBuffer): void {
    // What is sent is what is measured: a muted microphone sends silence, so its level is 0.
    this.#localLevel = rmsLevel(decodePcm16(frame));
    const socket = this.#socket;
    if (socket?.readyState === OPEN && socket.bufferedAmount <= MAX_BUFFERED_BYTES)
      socket.send(frame);
  }

  #onMessage(data: unknown): void {
    if (data instanceof ArrayBuffer) {
      if (data.byteLength <= PCM_MAX_INBOUND_BYTES) this.#media?.play(data);
      return;
    }
    if (typeof data !== 'string' || data.length > MAX_INBOUND_TEXT_CHARS) return;
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    if ((message as { type?: unknown } | null)?.type === 'user-interrupted') this.#media?.flush();
    this.#options.events.message(message);
  }

  #reportLeft(): void {
    if (!this.#joined || this.#left) return;
    this.#left = true;
    this.#options.events.left();
  }
}
