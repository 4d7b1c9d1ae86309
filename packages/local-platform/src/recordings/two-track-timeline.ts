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
  /**
   * How far ahead of now a track's audio may end (default 0). Audio received cannot have been
   * heard in the future: when a burst after a stall (of the network or of this process) takes a
   * track further ahead, the silence laid for that stall is taken back, as the burst is the
   * audio of the stall, late. The assistant's audio is sent a little ahead of its play time.
   */
  leadToleranceMs?: Partial<Record<TrackName, number>>;
  /**
   * Audio is handed on only this far behind now (default 0), so that the silence laid for a
   * stall this long can still be taken back when the stalled audio arrives.
   */
  holdBackMs?: number;
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

  /** Takes back up to `samples` of silence, latest first; answers how much was taken back. */
  takeBackSilence(samples: number): number {
    let taken = 0;
    for (let i = this.#pieces.length - 1; i >= 0 && taken < samples; i--) {
      const piece = this.#pieces[i]!;
      if (typeof piece !== 'number') continue;
      const used = Math.min(piece, samples - taken);
      if (used === piece) this.#pieces.splice(i, 1);
      else this.#pieces[i] = piece - used;
      taken += used;
    }
    this.end -= taken;
    return taken;
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
 * the largest tolerance behind now, so the other side's blocks are not held back by it. A burst
 * after a stall is the stall's audio, late: a track never ends further ahead of now than its
 * lead tolerance, the silence laid for the stall is taken back (if not yet handed on).
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
    const lead = this.#samplesOf(this.#options.leadToleranceMs?.[name] ?? 0);
    if (track.end - now > lead) track.takeBackSilence(track.end - now - lead);
    this.#fillIdle(now);
    this.#handOn(false, now - this.#samplesOf(this.#options.holdBackMs ?? 0));
  }

  /**
   * Ends the timeline at `totalMs` from its start (or where the audio ends, if later): both
   * tracks are filled with silence to there and the rest is handed on.
   */
  finish(totalMs: number): void {
    if (this.#finished) return;
    this.#finished = true;
    const { visitor, assistant } = this.#tracks;
    const total = this.#samplesOf(totalMs);
    // Audio past the end was laid late after a stall: its stall's silence goes, if still held.
    for (const track of [visitor, assistant]) {
      if (track.end > total) track.takeBackSilence(track.end - total);
    }
    const end = Math.max(total, visitor.end, assistant.end);
    visitor.silence(end - visitor.end);
    assistant.silence(end - assistant.end);
    this.#handOn(true, Infinity);
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

  /** Hands on aligned blocks up to `until` (all that both tracks hold, at the finish). */
  #handOn(all: boolean, until: number) {
    const { blockSamples, onBlock } = this.#options;
    const { visitor, assistant } = this.#tracks;
    for (;;) {
      const ready = Math.min(visitor.end, assistant.end, until) - this.#handedOn;
      const size = ready >= blockSamples ? blockSamples : all ? ready : 0;
      if (size <= 0) return;
      this.#handedOn += size;
      onBlock({ visitor: visitor.take(size), assistant: assistant.take(size) });
    }
  }
}
