import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  type APIError,
} from '../core/error.ts';
import { addDeadline, removeDeadline, type Deadline } from './deadlines.ts';

const noop = () => undefined;
let decoder: { decode(bytes: Uint8Array): string } | undefined;

/**
 * One attempt's deadline and cancellation. Every step (fetch, then the body) is raced against
 * the attempt's interruption by its deadline or the caller's signal, so a timeout or an abort
 * rejects at once with the SDK's error.
 *
 * Why a race rather than always passing an AbortSignal to fetch: handing fetch a signal is by
 * far the most expensive part of a request in Node (undici registers listeners and finalizers
 * per request, ~15–25 µs, the whole overhead budget). So a signal is passed only when the
 * caller gave one. Without one, a timed-out fetch is left to finish in the background and its
 * late body is cancelled on arrival; a stalled body is cancelled through its reader.
 */
export class Attempt implements Deadline {
  /** The signal to hand to fetch: only made when the caller passed a signal. */
  readonly fetchSignal: AbortSignal | undefined;
  /** When the attempt times out (epoch ms). */
  readonly at: number;
  #error: APIError | undefined;
  /** Rejects the step being raced right now. */
  #rejectStep: ((error: APIError) => void) | undefined;
  #callerSignal: AbortSignal | undefined;
  #controller: AbortController | undefined;
  #onAbort: (() => void) | undefined;

  constructor(timeoutMs: number, callerSignal: AbortSignal | undefined) {
    this.at = Date.now() + timeoutMs;
    addDeadline(this);
    if (callerSignal) {
      this.#callerSignal = callerSignal;
      this.#controller = new AbortController();
      this.fetchSignal = this.#controller.signal;
      this.#onAbort = () => this.#stop(new APIUserAbortError({ cause: callerSignal.reason }));
      callerSignal.addEventListener('abort', this.#onAbort, { once: true });
    }
  }

  /** The deadline passed: the attempt fails with a timeout. */
  fire(): void {
    this.#stop(new APIConnectionTimeoutError());
  }

  /**
   * Resolves like `step`, unless the attempt is interrupted first (timeout or abort error) or
   * `step` fails (connection error). A value that arrives too late goes to `onLate`.
   */
  race<T>(step: Promise<T>, onLate?: (value: T) => unknown): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#rejectStep = reject;
      if (this.#error) reject(this.#error);
      step.then(
        (value) => {
          if (this.#error) onLate?.(value);
          else resolve(value);
        },
        (cause: unknown) => reject(this.#error ?? new APIConnectionError({ cause })),
      );
    });
  }

  /** Reads a body as UTF-8 text under the attempt's deadline, then releases the attempt. */
  async readText(response: Response): Promise<string> {
    try {
      const reader = response.body?.getReader();
      if (!reader) return '';
      try {
        return await this.race(readAll(reader));
      } catch (error) {
        reader.cancel().catch(noop);
        throw error;
      }
    } finally {
      this.release();
    }
  }

  /** Stops the deadline (the caller now owns the raw response and reads it at its own pace). */
  stopTimer(): void {
    removeDeadline(this);
  }

  /** Stops the deadline and stops listening to the caller's signal. */
  release(): void {
    removeDeadline(this);
    if (this.#onAbort) this.#callerSignal?.removeEventListener('abort', this.#onAbort);
  }

  #stop(error: APIError): void {
    if (this.#error) return;
    this.#error = error;
    this.#controller?.abort(error);
    this.#rejectStep?.(error);
  }
}

async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
  }
  decoder ??= new TextDecoder();
  if (chunks.length <= 1) return chunks[0] ? decoder.decode(chunks[0]) : '';
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return decoder.decode(bytes);
}
