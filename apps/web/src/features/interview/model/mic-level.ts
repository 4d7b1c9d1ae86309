/**
 * The visitor's microphone level, 0 to 1, as the call reports it (`local-volume-level`, about
 * ten times a second). It is kept apart from the interview's state so that only the meter
 * re-renders on each report, not the dialog.
 */
export interface MicLevelSource {
  /** The latest level (for `useSyncExternalStore`). */
  get: () => number;
  /** Subscribes to level changes (for `useSyncExternalStore`). */
  subscribe: (listener: () => void) => () => void;
}

/** A level that is always 0: before the call, or without one. */
export const silentMicLevel: MicLevelSource = { get: () => 0, subscribe: () => () => {} };

/** The level a call reports; anything that is not a finite number is heard as silence. */
export class MicLevel implements MicLevelSource {
  #level = 0;
  #listeners = new Set<() => void>();

  get = (): number => this.#level;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  set(level: number): void {
    const next = Number.isFinite(level) ? Math.min(1, Math.max(0, level)) : 0;
    if (next === this.#level) return;
    this.#level = next;
    for (const listener of [...this.#listeners]) listener();
  }
}
