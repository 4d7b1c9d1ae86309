import { PCM_FRAME_BYTES, PCM_FRAME_MS } from '@vibe/voice-sdk/protocol';

/** Receives each 20 ms frame (640 bytes) when it is due. */
export type FrameSink = (frame: Buffer) => void;

/** Callbacks of one playout. */
export interface PlayoutHandlers {
  /** Called on every scheduler tick with how much of the audio has been heard so far. */
  onProgress?(playedMs: number, totalMs: number): void;
  /** Called once the last frame has been played out in real time (not merely sent). */
  onDone(): void;
}

/** Audio being played into one session. */
export interface Playout {
  readonly totalMs: number;
  /** Milliseconds of audio heard so far (real time since the start, capped at the length). */
  playedMs(): number;
  /** Stops at once: no further frame is sent and `onDone` is not called. */
  stop(): void;
}

/** Paces the audio of every session from one clock. */
export interface PlayoutScheduler {
  play(audio: Int16Array, sink: FrameSink, handlers: PlayoutHandlers): Playout;
  /** Playouts running. */
  active(): number;
}

/** Options of {@link createPlayoutScheduler}. */
export interface PlayoutSchedulerOptions {
  /** Frames are sent up to this far ahead of their play time (default 100 ms). */
  leadMs?: number;
  /** Scheduler tick (default 5 ms: a frame leaves at most this late, give or take load). */
  tickMs?: number;
  /** Monotonic clock in milliseconds (default `performance.now`). */
  now?: () => number;
}

interface Running {
  frames: Buffer[];
  sent: number;
  startMs: number;
  totalMs: number;
  sink: FrameSink;
  handlers: PlayoutHandlers;
}

/** A frame this late (ms past its due time) means the server stalled: see `advance`. */
const STALL_MS = 2 * PCM_FRAME_MS;

/** Cuts audio into 20 ms frames; the last one is padded with silence. */
function framesOf(audio: Int16Array): Buffer[] {
  const frames: Buffer[] = [];
  const bytes = Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength);
  for (let offset = 0; offset < bytes.length; offset += PCM_FRAME_BYTES) {
    if (offset + PCM_FRAME_BYTES <= bytes.length) {
      frames.push(bytes.subarray(offset, offset + PCM_FRAME_BYTES));
    } else {
      const last = Buffer.alloc(PCM_FRAME_BYTES);
      bytes.copy(last, 0, offset);
      frames.push(last);
    }
  }
  return frames;
}

/**
 * Real-time pacing for assistant audio. Frame n of a playout is due at start + n × 20 ms on a
 * monotonic clock, and is sent once it is within the lead of being due; computing from the
 * start (instead of chaining timers) means there is no drift. A late tick within the lead only
 * catches up; a stall past it moves the rest of the playout later, as the listener hears it.
 * One timer serves every session, and runs only while something plays.
 */
export function createPlayoutScheduler(options: PlayoutSchedulerOptions = {}): PlayoutScheduler {
  const leadMs = options.leadMs ?? 100;
  const tickMs = options.tickMs ?? 5;
  const now = options.now ?? (() => performance.now());
  const running = new Set<Running>();
  let timer: NodeJS.Timeout | null = null;

  function advance(playout: Running, at: number): boolean {
    // A stall (the event loop blocked past a frame's due time) starved the listener, who plays
    // each frame right after the one before and never catches up on a burst: the playout's
    // clock pauses for the stall, so frames go on in real time from here and the line ends when
    // the listener has heard it (not while the page still plays it).
    const due = playout.startMs + playout.sent * PCM_FRAME_MS;
    if (playout.sent < playout.frames.length && at - due > STALL_MS) playout.startMs += at - due;
    const horizon = at + leadMs;
    while (
      playout.sent < playout.frames.length &&
      playout.startMs + playout.sent * PCM_FRAME_MS <= horizon
    ) {
      playout.sink(playout.frames[playout.sent++]!);
    }
    const played = Math.min(playout.totalMs, at - playout.startMs);
    playout.handlers.onProgress?.(played, playout.totalMs);
    return playout.sent === playout.frames.length && played >= playout.totalMs;
  }

  function tick() {
    const at = now();
    for (const playout of running) {
      // A session's callback failing must not stop the other sessions' audio.
      try {
        if (advance(playout, at)) {
          running.delete(playout);
          playout.handlers.onDone();
        }
      } catch {
        running.delete(playout);
      }
    }
    if (running.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  }

  return {
    play(audio, sink, handlers) {
      const frames = framesOf(audio);
      const playout: Running = {
        frames,
        sent: 0,
        startMs: now(),
        totalMs: frames.length * PCM_FRAME_MS,
        sink,
        handlers,
      };
      running.add(playout);
      // The first frames go out now rather than on the next tick.
      advance(playout, playout.startMs);
      timer ??= setInterval(tick, tickMs);
      return {
        totalMs: playout.totalMs,
        playedMs: () => Math.max(0, Math.min(playout.totalMs, now() - playout.startMs)),
        stop: () => {
          running.delete(playout);
        },
      };
    },
    active: () => running.size,
  };
}
