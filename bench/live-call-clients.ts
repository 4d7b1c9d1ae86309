// What the call benches' clients share: a real-time microphone (20 ms frames on one clock for
// every client of a thread) and the watch on the assistant's audio that tells a late frame.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { concat, isAssistantSpeech, noise, type SessionClient } from '@vibe/local-platform/testing';
import { PCM_FRAME_BYTES, PCM_FRAME_MS } from '@vibe/voice-sdk/protocol';
import { percentile } from './percentiles.ts';

/** The session's default audio lead: frame n is sent once it is within this of being due. */
export const LEAD_MS = 100;
/** A frame later than this behind its send schedule is late. */
export const LATE_MS = 40;

/** The quiet room every microphone hears by default. */
const FLOOR = noise(2, -55, 11);

/** Options of a {@link Microphone}. */
export interface MicrophoneOptions {
  /** What it sends while the visitor says nothing, looped (default: a steady noise floor). */
  floor?: Int16Array;
  /**
   * Whether speech is mixed over the floor, as a real room is (default: speech replaces it).
   * Calls that speak the same answer then still send different audio.
   */
  floorUnderSpeech?: boolean;
}

/** Streams 20 ms frames of one client in real time; all microphones share one clock. */
export class Microphone {
  static readonly all = new Set<Microphone>();
  static #timer: NodeJS.Timeout | null = null;
  static #start = 0;
  static #sent = 0;

  readonly #floor: Int16Array;
  readonly #floorUnderSpeech: boolean;
  #floorOffset = 0;
  #speech: { samples: Int16Array; offset: number; onEnd: (at: number) => void } | null = null;

  constructor(
    readonly client: SessionClient,
    options: MicrophoneOptions = {},
  ) {
    this.#floor = options.floor ?? FLOOR;
    this.#floorUnderSpeech = options.floorUnderSpeech ?? false;
  }

  start() {
    Microphone.all.add(this);
    if (!Microphone.#timer) {
      Microphone.#start = performance.now();
      Microphone.#sent = 0;
      Microphone.#timer = setInterval(() => Microphone.#tick(), 10);
    }
  }

  stop() {
    Microphone.all.delete(this);
    if (Microphone.all.size === 0 && Microphone.#timer) {
      clearInterval(Microphone.#timer);
      Microphone.#timer = null;
    }
  }

  /** Whether it is saying something now. */
  get speaking(): boolean {
    return this.#speech !== null;
  }

  /** Speaks an answer; resolves with the time the last voiced frame was sent. */
  say(samples: Int16Array): Promise<number> {
    return new Promise((resolve) => (this.#speech = { samples, offset: 0, onEnd: resolve }));
  }

  static #tick() {
    // Frames are due every 20 ms from the start: catch up rather than drift.
    const due = Math.floor((performance.now() - Microphone.#start) / PCM_FRAME_MS);
    for (; Microphone.#sent <= due; Microphone.#sent++) {
      for (const mic of Microphone.all) mic.#send();
    }
  }

  #nextFloor(samples: number): Int16Array {
    if (this.#floorOffset + samples > this.#floor.length) this.#floorOffset = 0;
    const frame = this.#floor.subarray(this.#floorOffset, this.#floorOffset + samples);
    this.#floorOffset += samples;
    return frame;
  }

  #send() {
    const samples = PCM_FRAME_BYTES / 2;
    let frame: Int16Array;
    const speech = this.#speech;
    if (speech) {
      frame = speech.samples.subarray(speech.offset, speech.offset + samples);
      speech.offset += samples;
      if (speech.offset >= speech.samples.length) {
        this.#speech = null;
        speech.onEnd(performance.now());
      }
      if (frame.length < samples) frame = concat(frame, new Int16Array(samples - frame.length));
      if (this.#floorUnderSpeech) frame = mixed(frame, this.#nextFloor(samples));
    } else {
      frame = this.#nextFloor(samples);
    }
    try {
      this.client.sendRaw(Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength));
    } catch {
      this.stop();
    }
  }
}

function mixed(a: Int16Array, b: Int16Array): Int16Array {
  const out = new Int16Array(a.length);
  for (let i = 0; i < a.length; i++) {
    out[i] = Math.max(-32768, Math.min(32767, a[i]! + (b[i] ?? 0)));
  }
  return out;
}

/**
 * Watches one client's assistant audio against the server's send schedule. Returns a function
 * to call often: it walks what arrived since, in arrival order, and forgets it.
 */
export function watchLateness(
  client: SessionClient,
  onFrame: (latenessMs: number) => void,
  onMessage: (data: Record<string, unknown>, at: number) => void,
) {
  let segment: { start: number; index: number } | null = null;
  let seenMessages = 0;
  let seenFrames = 0;
  return () => {
    // Messages and frames arrive in order on one socket; walk both by arrival time.
    while (seenMessages < client.messages.length || seenFrames < client.frames.length) {
      const message = client.messages[seenMessages];
      const frame = client.frames[seenFrames];
      if (message && (!frame || message.at <= frame.at)) {
        const data = message.data as Record<string, unknown>;
        if (isAssistantSpeech('started')(data)) segment = null;
        onMessage(data, message.at);
        seenMessages++;
      } else if (frame) {
        segment ??= { start: frame.at, index: 0 };
        // Frame n is sent once it is within the lead of being due: at start + n·20 − lead.
        const scheduled = segment.start + Math.max(0, segment.index * PCM_FRAME_MS - LEAD_MS);
        onFrame(frame.at - scheduled);
        segment.index++;
        seenFrames++;
      }
    }
    // Keep memory flat under load.
    client.messages.splice(0, seenMessages);
    client.frames.splice(0, seenFrames);
    seenMessages = 0;
    seenFrames = 0;
  };
}

/** The assistant's audio of a thread's clients since the last reset, against its send schedule. */
export interface Lateness {
  frames: number;
  late: number;
  maxLatenessMs: number;
  p99LatenessMs: number;
  clientLoopP99Ms: number;
}

/**
 * Tallies the lateness of the frames {@link watchLateness} reports, and the clients' own event
 * loop delay (a late frame may be the clients' fault), a window at a time.
 */
export function latenessTally() {
  let latenesses: number[] = [];
  let late = 0;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  return {
    onFrame(latenessMs: number) {
      latenesses.push(latenessMs);
      if (latenessMs > LATE_MS) late++;
    },
    /** Starts a new window. */
    reset() {
      latenesses = [];
      late = 0;
      loop.reset();
    },
    report(): Lateness {
      return {
        frames: latenesses.length,
        late,
        maxLatenessMs: latenesses.reduce((max, value) => Math.max(max, value), 0),
        p99LatenessMs: percentile(latenesses, 0.99),
        clientLoopP99Ms: loop.percentile(99) / 1e6,
      };
    },
  };
}

/** Whether a message is the end of a question from the assistant: the visitor's cue. */
export const isQuestionAsked = (data: Record<string, unknown>) =>
  data['type'] === 'transcript' &&
  data['role'] === 'assistant' &&
  data['transcriptType'] === 'final' &&
  String(data['transcript']).endsWith('?');
