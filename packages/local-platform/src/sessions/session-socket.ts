import {
  LISTENING_FRAME,
  PCM_FRAME_BYTES,
  type SessionServerMessage,
} from '@vibe/voice-sdk/protocol';
import { WebSocket, type RawData } from 'ws';
import { audioFrameProblem, parseClientText, type ClientCommand } from './client-frames.ts';

/** What a session does with the client's frames once read. */
export interface ClientFrameHandlers {
  /** A binary frame of the visitor's audio, of the protocol's format. */
  audio(bytes: Buffer): void;
  /** A text frame, read into a command. */
  command(command: ClientCommand): void;
}

/** One frame of silence, sent in place of the assistant's audio while it is muted. */
const SILENT_FRAME = Buffer.alloc(PCM_FRAME_BYTES);
/** A client that reads no audio gets frames dropped past this much unsent data. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * The framing of one session socket: reads the client's frames (answering those that break the
 * protocol with an `error` message), and sends the platform's messages (only the types the
 * assistant's `clientMessages` asks for, errors always) and the assistant's audio.
 */
export class SessionSocket {
  readonly #ws: WebSocket;
  readonly #clientMessages: unknown;

  constructor(ws: WebSocket, clientMessages: unknown) {
    this.#ws = ws;
    this.#clientMessages = clientMessages;
  }

  /** Whether the socket is open (messages sent now reach the client). */
  get open(): boolean {
    return this.#ws.readyState === WebSocket.OPEN;
  }

  /**
   * Hands each frame the client sends to `handlers`, read; `run` wraps the reading and the
   * handling (the session's guard, so a fault ends this call and nothing else).
   */
  onFrame(handlers: ClientFrameHandlers, run: (work: () => void) => void): void {
    this.#ws.on('message', (data, isBinary) => run(() => this.#read(data, isBinary, handlers)));
  }

  /** Calls `handler` with the close code when the socket closes. */
  onClose(handler: (code: number) => void): void {
    this.#ws.on('close', handler);
  }

  /** Calls `handler` when the socket fails. */
  onError(handler: (error: Error) => void): void {
    this.#ws.on('error', handler);
  }

  #read(data: RawData, isBinary: boolean, handlers: ClientFrameHandlers) {
    const bytes = Array.isArray(data)
      ? Buffer.concat(data)
      : data instanceof ArrayBuffer
        ? Buffer.from(data)
        : data;
    if (isBinary) {
      const problem = audioFrameProblem(bytes.byteLength);
      if (problem) return this.sendError(problem);
      return handlers.audio(bytes);
    }
    const parsed = parseClientText(bytes.toString('utf8'));
    if (!parsed.ok) return this.sendError(parsed.message);
    handlers.command(parsed.command);
  }

  /** Tells the client the assistant is listening: the call has started. */
  sendListening(): void {
    this.#sendText(JSON.stringify(LISTENING_FRAME));
  }

  /** Sends a message, if the assistant's `clientMessages` asks for its type (errors always). */
  send(message: SessionServerMessage): void {
    const wanted = this.#clientMessages;
    if (Array.isArray(wanted) && message.type !== 'error' && !wanted.includes(message.type)) return;
    this.#sendText(JSON.stringify(message));
  }

  /** Tells the client a frame it sent was refused; the call goes on. */
  sendError(message: string): void {
    this.send({ type: 'error', message });
  }

  /**
   * Sends a frame of the assistant's audio (silence instead while `muted`) and answers what was
   * sent, or `null` when it was dropped (the socket is closed, or the client reads too slowly).
   */
  sendAudio(frame: Buffer, muted: boolean): Buffer | null {
    if (!this.open || this.#ws.bufferedAmount > MAX_BUFFERED_BYTES) return null;
    const sent = muted ? SILENT_FRAME : frame;
    this.#ws.send(sent, { binary: true });
    return sent;
  }

  /** Closes the socket once the call has ended (unless it is already closing or closed). */
  closeAfterEnd(): void {
    if (this.#ws.readyState === WebSocket.OPEN || this.#ws.readyState === WebSocket.CONNECTING) {
      this.#ws.close(1000, 'call ended');
    }
  }

  #sendText(data: string) {
    if (this.open) this.#ws.send(data);
  }
}
