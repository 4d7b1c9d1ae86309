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
 * Returns `value`, or throws 'Call object is not available.' when there is none (a fixed text:
 * docs/product.md#messages).
 */
export function required<T>(value: T | null | undefined): T {
  if (value == null) throw new Error('Call object is not available.');
  return value;
}
