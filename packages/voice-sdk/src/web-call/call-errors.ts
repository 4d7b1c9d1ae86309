import type { TransportKind } from './transport.ts';

/**
 * The two failures every part of the call shares, defined once: a start overtaken by stop()
 * (or by the end of the call), and an operation that needs a call when there is none.
 */

/** A start was overtaken: stop() or the end of the call ran while it was starting. */
export class StartCancelled extends Error {
  constructor() {
    super('The call was stopped while it was starting.');
  }
}

/**
 * A method of the call that the call's transport cannot carry out (e.g. a cloud recording on the
 * WebSocket transport); the message says why.
 */
export class UnsupportedOnTransportError extends Error {
  override name = 'UnsupportedOnTransportError';
  constructor(
    /** The method, e.g. `startRecording()`. */
    readonly feature: string,
    /** The transport of the call: 'websocket' (or 'daily'). */
    readonly transport: TransportKind,
    reason: string,
  ) {
    super(`${feature} is not available on the ${transport} transport: ${reason}.`);
  }
}

/**
 * Returns `value`, or throws 'Call object is not available.' when there is none (a fixed text:
 * docs/product.md#messages).
 */
export function required<T>(value: T | null | undefined): T {
  if (value == null) throw new Error('Call object is not available.');
  return value;
}
