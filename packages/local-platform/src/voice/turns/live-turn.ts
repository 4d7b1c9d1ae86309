import { quietToEndMs, stableToEndMs, type Endpointing } from './endpointing.ts';
import { cleanTranscript, hasWords, wordsOf } from './turn-words.ts';

/** How a live turn asks for partial transcripts and decides it is over. */
export interface LiveTurnOptions {
  /** Audio into a turn before its first partial transcript (default 500 ms). */
  firstPartialMs?: number;
  /** Audio between the starts of two partial transcripts of a turn (default 1 000 ms). */
  partialIntervalMs?: number;
  /**
   * Quiet after which a partial transcribes what was said before it (default 300 ms), so that
   * the decision to end the turn is taken on words that include the last one before the pause.
   */
  quietPartialMs?: number;
  /**
   * Of a candidate turn a partial found no words in, this much before the partial's end is kept
   * (default 1 000 ms): a word begun there may not have been recognisable yet.
   */
  keepUnheardMs?: number;
}

/** {@link LiveTurnOptions} with the defaults filled in, and the endpointing rules. */
export type ResolvedLiveTurnOptions = Required<LiveTurnOptions> & { endpointing: Endpointing };

export function liveTurnOptionsOf(
  options: LiveTurnOptions & { endpointing: Endpointing },
): ResolvedLiveTurnOptions {
  return {
    firstPartialMs: options.firstPartialMs ?? 500,
    partialIntervalMs: options.partialIntervalMs ?? 1_000,
    quietPartialMs: options.quietPartialMs ?? 300,
    keepUnheardMs: options.keepUnheardMs ?? 1_000,
    endpointing: options.endpointing,
  };
}

/** Where the detector stands, in audio time: now, and the end of the last voiced window. */
export interface TurnClock {
  nowMs: number;
  lastVoicedMs: number;
}

/** What a partial transcript changed. */
export type PartialOutcome =
  /** The first words: the candidate turn is speech. */
  | { kind: 'confirmed'; text: string }
  | { kind: 'words'; text: string; changed: boolean }
  /** No words; a candidate's audio before `trimBeforeMs` held none either. */
  | { kind: 'no-words'; trimBeforeMs?: number }
  /** `null`: nothing recognised, or the partial was dropped while the recogniser was busy. */
  | { kind: 'unknown' };

/** How far past the last voiced window a transcript must reach to have heard all of it. */
const COVER_MARGIN_MS = 100;
/**
 * Voice this long after the partial that last heard new words is the tail of the last word; any
 * longer was a sound that gave no word.
 */
const LAST_WORD_MARGIN_MS = 150;

/**
 * One turn of the visitor while it is heard: energy detection proposed it (a candidate), and it
 * is speech once a partial transcript finds words in it (`confirmed`). It decides when the next
 * partial is due and, from the words, when the turn is over (`endpointing.ts`). Audio times
 * only: the caller runs the recogniser and the detector.
 */
export class LiveTurn {
  readonly #options: ResolvedLiveTurnOptions;
  readonly #startMs: number;
  #confirmed = false;
  /** The latest recognised text with words. */
  #text: string | null = null;
  /**
   * The most words a partial has heard in the turn. A small model has second thoughts about words
   * it already heard ("coding", "coping", "10" for "ten") as the audio grows: only more words
   * are new words.
   */
  #mostWords = 0;
  /** Audio time up to which the partial that first heard {@link #mostWords} words heard. */
  #wordsSinceMs = 0;
  /** Audio time up to which the latest partial that landed heard. */
  #heardToMs = -Infinity;
  /** Audio time up to which the latest partial asked for reaches. */
  #requestedToMs = -Infinity;
  #partialRunning = false;

  constructor(startMs: number, options: ResolvedLiveTurnOptions) {
    this.#startMs = startMs;
    this.#options = options;
  }

  /** Whether words were recognised in it: it is the visitor speaking, not noise. */
  get confirmed(): boolean {
    return this.#confirmed;
  }

  /** The latest words recognised, if any. */
  get text(): string | null {
    return this.#text;
  }

  /**
   * Audio time by which the turn's last new words had been said (the end of the partial that
   * first heard them): where the visitor's words ended, whatever sounds came after them.
   */
  get newWordsByMs(): number {
    return this.#wordsSinceMs;
  }

  /** Counts the turn as speech from the start (no recogniser: energy alone decides). */
  confirm(): void {
    this.#confirmed = true;
  }

  /** Whether a partial transcript should start now. */
  partialDue({ nowMs, lastVoicedMs }: TurnClock): boolean {
    if (this.#partialRunning) return false;
    const options = this.#options;
    if (this.#requestedToMs === -Infinity) return nowMs - this.#startMs >= options.firstPartialMs;
    if (nowMs - this.#requestedToMs >= options.partialIntervalMs) return true;
    const paused = nowMs - lastVoicedMs >= options.quietPartialMs;
    return paused && this.#requestedToMs < lastVoicedMs + COVER_MARGIN_MS;
  }

  /** A partial transcript of the audio up to `toMs` started. */
  partialStarted(toMs: number): void {
    this.#partialRunning = true;
    this.#requestedToMs = toMs;
  }

  /** A partial transcript of the audio up to `toMs` landed (`null`: none, or it failed). */
  partialLanded(raw: string | null, toMs: number): PartialOutcome {
    this.#partialRunning = false;
    if (raw === null) return { kind: 'unknown' };
    this.#heardToMs = Math.max(this.#heardToMs, toMs);
    const text = cleanTranscript(raw);
    if (!hasWords(text)) {
      return this.#confirmed
        ? { kind: 'no-words' }
        : { kind: 'no-words', trimBeforeMs: toMs - this.#options.keepUnheardMs };
    }
    const count = wordsOf(text).length;
    if (count > this.#mostWords) {
      this.#mostWords = count;
      this.#wordsSinceMs = toMs;
    }
    const changed = text !== this.#text;
    this.#text = text;
    if (!this.#confirmed) {
      this.#confirmed = true;
      return { kind: 'confirmed', text };
    }
    return { kind: 'words', text, changed };
  }

  /**
   * Whether the turn is over: `quiet` after the quiet its words call for, `stable` when its
   * words stopped changing (see `endpointing.ts`). A candidate is never ended here: the
   * detector's hangover ends it.
   */
  endDue({ nowMs, lastVoicedMs }: TurnClock): 'quiet' | 'stable' | null {
    if (!this.#confirmed) return null;
    const { endpointing, quietPartialMs } = this.#options;
    const quietMs = nowMs - lastVoicedMs;
    // Up to date: a partial heard past the last sound, and that sound gave new words (a model
    // may swallow a trailing "and"; the sound after the last new word may be a beep or a breath).
    const upToDate =
      this.#heardToMs >= lastVoicedMs + COVER_MARGIN_MS &&
      this.#wordsSinceMs + LAST_WORD_MARGIN_MS >= lastVoicedMs;
    if (quietMs >= quietToEndMs(endpointing, this.#text, upToDate)) return 'quiet';
    // Stable words end the turn only in a quiet moment, never in the middle of a sound.
    const unchangedMs = this.#heardToMs - this.#wordsSinceMs;
    if (this.#text && quietMs >= quietPartialMs) {
      if (unchangedMs >= stableToEndMs(endpointing, this.#text)) return 'stable';
    }
    return null;
  }
}
