import type { CallLimits } from './call-ending.ts';

/** What the timers of a session call when they fire. */
export interface SessionTimerHandlers {
  /** The visitor said nothing for the silence limit. */
  silenceTimedOut(): void;
  /** The call lasted its longest allowed duration. */
  maxDurationReached(): void;
}

/**
 * Every timer of one call, so that ending the call stops them all: the two limits that end a
 * call (silence, duration), the breath between the greeting and the first question, and the
 * watchdog that closes a visitor's turn when their audio stops arriving mid-turn.
 */
export class SessionTimers {
  readonly #limits: CallLimits;
  readonly #handlers: SessionTimerHandlers;
  #silence: NodeJS.Timeout | null = null;
  #maxDuration: NodeJS.Timeout | null = null;
  #gap: NodeJS.Timeout | null = null;
  #audioWatchdog: NodeJS.Timeout | null = null;

  constructor(limits: CallLimits, handlers: SessionTimerHandlers) {
    this.#limits = limits;
    this.#handlers = handlers;
  }

  /** Starts counting the call's duration. */
  startMaxDuration(): void {
    this.#maxDuration = setTimeout(
      () => this.#handlers.maxDurationReached(),
      this.#limits.maxDurationMs,
    );
  }

  /** (Re)starts waiting for the visitor to say something. */
  armSilence(): void {
    this.clearSilence();
    this.#silence = setTimeout(() => this.#handlers.silenceTimedOut(), this.#limits.silenceMs);
  }

  /** Stops waiting for the visitor (they spoke, or the assistant speaks). */
  clearSilence(): void {
    if (this.#silence) clearTimeout(this.#silence);
    this.#silence = null;
  }

  /** Pauses for `ms` before `then` runs; {@link inGap} meanwhile. */
  startGap(ms: number, then: () => void): void {
    this.#gap = setTimeout(() => {
      this.#gap = null;
      then();
    }, ms);
  }

  /** Whether a pause of {@link startGap} is running. */
  get inGap(): boolean {
    return this.#gap !== null;
  }

  /** Restarts the watchdog of a visitor's turn: `then` runs unless audio comes within `ms`. */
  restartAudioWatchdog(ms: number, then: () => void): void {
    this.clearAudioWatchdog();
    this.#audioWatchdog = setTimeout(then, ms);
  }

  /** Stops the watchdog of a visitor's turn. */
  clearAudioWatchdog(): void {
    if (this.#audioWatchdog) clearTimeout(this.#audioWatchdog);
  }

  /** Stops every timer (the call has ended). */
  clearAll(): void {
    for (const timer of [this.#silence, this.#maxDuration, this.#gap, this.#audioWatchdog]) {
      if (timer) clearTimeout(timer);
    }
  }
}
