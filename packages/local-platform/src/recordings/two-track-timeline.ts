/** Which side of the call a track holds. */
export type TrackName = 'visitor' | 'assistant';

/** A stretch of both tracks, sample-aligned: the same length, starting at the same instant. */
export interface TimelineBlock {
  visitor: Int16Array;
  assistant: Int16Array;
}

/** Options of {@link TwoTrackTimeline}. */
export interface TimelineOptions {
  sampleRate: number;
  /** Blocks are handed on at this many samples (the last one may be shorter). */
  blockSamples: number;
  /** Monotonic milliseconds; the timeline starts at the value it has when constructed. */
  now: () => number;
  /**
   * How late a track's audio may arrive before the lateness counts as a pause and is filled
   * with silence. The visitor's audio crosses a network, so its frames come in bursts; the
   * assistant's is paced by the platform itself and only starts late after a pause.
   */
  gapToleranceMs: Record<TrackName, number>;
  onBlock(block: TimelineBlock): void;
}

/** One track's audio not yet handed on: sample arrays, and numbers for runs of silence. */
class Track {
  /** Absolute position (in samples from the start) just past the last sample written. */
  end = 0;
  #pieces: (Int16Array | number)[] = [];

  append(samples: Int16Array) {
    if (samples.length === 0) return;
    this.#pieces.push(samples);
    this.end += samples.length;
  }

  silence(samples: number) {
    if (samples <= 0) return;
    const last = this.#pieces.at(-1);
    if (typeof last === 'number') this.#pieces[this.#pieces.length - 1] = last + samples;
    else this.#pieces.push(samples);
    this.end += samples;
  }

  /** Moves the first `count` samples into a new array (silence stays zeros). */
  take(count: number): Int16Array {
    const out = new Int16Array(count);
    let filled = 0;
    while (filled < count) {
      const piece = this.#pieces[0]!;
      const size = typeof piece === 'number' ? piece : piece.length;
      const used = Math.min(size, count - filled);
      if (typeof piece !== 'number') out.set(piece.subarray(0, used), filled);
      filled += used;
      if (used === size) this.#pieces.shift();
      else this.#pieces[0] = typeof piece === 'number' ? piece - used : piece.subarray(used);
    }
    return out;
  }
}

/**
 * Lays the visitor's and the assistant's audio on one timeline, as a recording must: each
 * frame where it happened in time, silence wherever a side sent nothing, both sides cut into
 * aligned blocks as soon as both have reached a block's end. Only the audio not yet handed on
 * is held (about a block, plus whatever a bursty sender got ahead), never the call.
 *
 * Placement is by arrival: a frame that arrives later than its track's end by more than the
 * track's gap tolerance starts a new stretch after silence; anything closer is jitter and is
 * appended, so bursts never add silence. A side that sends nothing is filled with silence up to
 * the largest tolerance behind now, so the other side's blocks are not held back by it.
 */
export class TwoTrackTimeline {
  readonly #options: TimelineOptions;
  readonly #startMs: number;
  readonly #tracks: Record<TrackName, Track> = { visitor: new Track(), assistant: new Track() };
  #handedOn = 0;
  #finished = false;

  constructor(options: TimelineOptions) {
    this.#options = options;
    this.#startMs = options.now();
  }

  /** Samples from the start to now. */
  #nowSamples(): number {
    return Math.round(((this.#options.now() - this.#startMs) * this.#options.sampleRate) / 1000);
  }

  #samplesOf(ms: number): number {
    return Math.round((ms * this.#options.sampleRate) / 1000);
  }

  /** Adds a frame that one side sent (or received) just now. */
  push(name: TrackName, samples: Int16Array): void {
    if (this.#finished) return;
    const now = this.#nowSamples();
    const track = this.#tracks[name];
    const startsAt = now - samples.length;
    if (startsAt - track.end > this.#samplesOf(this.#options.gapToleranceMs[name])) {
      track.silence(startsAt - track.end);
    }
    track.append(samples);
    this.#fillIdle(now);
    this.#handOn(false);
  }

  /**
   * Ends the timeline at `totalMs` from its start (or where the audio ends, if later): both
   * tracks are filled with silence to there and the rest is handed on.
   */
  finish(totalMs: number): void {
    if (this.#finished) return;
    this.#finished = true;
    const { visitor, assistant } = this.#tracks;
    const end = Math.max(this.#samplesOf(totalMs), visitor.end, assistant.end);
    visitor.silence(end - visitor.end);
    assistant.silence(end - assistant.end);
    this.#handOn(true);
  }

  /** Samples held and not yet handed on, both tracks together (for tests and budgets). */
  heldSamples(): number {
    return this.#tracks.visitor.end + this.#tracks.assistant.end - 2 * this.#handedOn;
  }

  #fillIdle(now: number) {
    const { gapToleranceMs } = this.#options;
    const horizon =
      now - this.#samplesOf(Math.max(gapToleranceMs.visitor, gapToleranceMs.assistant));
    for (const track of Object.values(this.#tracks)) track.silence(horizon - track.end);
  }

  #handOn(all: boolean) {
    const { blockSamples, onBlock } = this.#options;
    const { visitor, assistant } = this.#tracks;
    for (;;) {
      const ready = Math.min(visitor.end, assistant.end) - this.#handedOn;
      const size = ready >= blockSamples ? blockSamples : all ? ready : 0;
      if (size <= 0) return;
      this.#handedOn += size;
      onBlock({ visitor: visitor.take(size), assistant: assistant.take(size) });
    }
  }
}
