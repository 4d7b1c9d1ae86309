import type { EncoderPool, EncoderStream } from './encoder-pool.ts';
import { RECORDING_SAMPLE_RATE, type RecordingFileFormat } from './recording-format.ts';
import type { RecordingFileWriter, RecordingStore } from './recording-store.ts';
import { TwoTrackTimeline, type TimelineBlock } from './two-track-timeline.ts';

/** What a recording adds to a call's artifact, in the provider's shape. */
export interface RecordingArtifact {
  /** The mono mix (deprecated by the provider in favour of `recording.mono.combinedUrl`). */
  recordingUrl: string;
  /** The stereo file (deprecated by the provider in favour of `recording.stereoUrl`). */
  stereoRecordingUrl: string;
  recording: { stereoUrl: string; mono: { combinedUrl: string } };
}

/** Records one call: both sides as they happen, finished into stored files. */
export interface CallRecorder {
  /** A frame of the visitor's audio, received just now. */
  visitorAudio(samples: Int16Array): void;
  /** A frame of the assistant's audio, sent to the visitor just now. */
  assistantAudio(samples: Int16Array): void;
  /**
   * Ends the recording `durationMs` after it started (silence fills up to there), stores both
   * files and answers their URLs; `null` when the recording failed (the reason is logged).
   */
  finish(durationMs: number): Promise<RecordingArtifact | null>;
}

/** What the call sessions use to record: one recorder per call. */
export interface CallRecordings {
  /**
   * Starts recording a call; `null` (logged) when the encoders are already so far behind that
   * the call could not be recorded whole — better no recording than one cut short.
   */
  start(callId: string, format: RecordingFileFormat): CallRecorder | null;
}

/** What a recorder needs; shared by every call of a platform. */
export interface RecorderDeps {
  store: RecordingStore;
  encoders: EncoderPool;
  /** The artifact's URLs for a call whose files are stored. */
  artifactUrls(callId: string, format: RecordingFileFormat): RecordingArtifact;
  log: (line: string) => void;
  /** Monotonic milliseconds (default `performance.now`). */
  now?: () => number;
  /**
   * When the encoders are this far behind (seconds of audio, all calls together), a recording
   * stops growing rather than let unencoded audio pile up in memory (default 120 s); from half
   * of it, new calls are not recorded, so that the calls being recorded can finish whole.
   */
  maxBacklogSeconds?: number;
}

/** One second of audio per block: the unit sent to the encoder thread. */
const BLOCK_SAMPLES = RECORDING_SAMPLE_RATE;
/**
 * Gap tolerances: the visitor's frames cross a network and arrive in bursts; the assistant's
 * are sent by the platform's own clock and only ever start late after a pause.
 */
const GAP_TOLERANCE_MS = { visitor: 300, assistant: 40 };
/**
 * The visitor's audio is received, so it never ends ahead of now; the assistant's is sent up to
 * the playout's lead (100 ms) ahead of its play time.
 */
const LEAD_TOLERANCE_MS = { visitor: 0, assistant: 120 };
/**
 * Stalls this long are absorbed: the visitor's frames of a stall arrive in a burst after it, and
 * the silence first laid for it must still be held to be taken back (a loaded machine stalls
 * its event loop for 0.5-1.8 s); it costs 2 s of audio per side held.
 */
const HOLD_BACK_MS = 2_000;

/**
 * Records a call as the provider does: the visitor's audio as received and the assistant's as
 * played out, on one timeline with silence where nobody spoke, encoded on the encoder threads
 * into a mono mix and a stereo file (visitor left, assistant right) and stored chunk by chunk
 * as the bytes come back. What it holds at any time is about three seconds of audio per side plus
 * less than a chunk of each file: never the call.
 */
export class CallSessionRecorder implements CallRecorder {
  readonly #callId: string;
  readonly #format: RecordingFileFormat;
  readonly #deps: RecorderDeps;
  readonly #timeline: TwoTrackTimeline;
  readonly #stream: EncoderStream;
  readonly #files: { mono: RecordingFileWriter; stereo: RecordingFileWriter };
  #encodedSamples = 0;
  #failure: Error | null = null;
  #truncated = false;
  #finishing: Promise<RecordingArtifact | null> | null = null;

  constructor(callId: string, format: RecordingFileFormat, deps: RecorderDeps) {
    this.#callId = callId;
    this.#format = format;
    this.#deps = deps;
    this.#files = {
      mono: deps.store.begin(callId, 'mono', format),
      stereo: deps.store.begin(callId, 'stereo', format),
    };
    this.#stream = deps.encoders.open(
      format,
      (bytes) => {
        this.#files.mono.write(bytes.mono);
        this.#files.stereo.write(bytes.stereo);
      },
      (error) => (this.#failure ??= error),
    );
    this.#timeline = new TwoTrackTimeline({
      sampleRate: RECORDING_SAMPLE_RATE,
      blockSamples: BLOCK_SAMPLES,
      now: deps.now ?? (() => performance.now()),
      gapToleranceMs: GAP_TOLERANCE_MS,
      leadToleranceMs: LEAD_TOLERANCE_MS,
      holdBackMs: HOLD_BACK_MS,
      onBlock: (block) => this.#onBlock(block),
    });
  }

  visitorAudio(samples: Int16Array): void {
    // The socket's buffer is only lent for the call of the frame handler: keep a copy.
    this.#timeline.push('visitor', samples.slice());
  }

  assistantAudio(samples: Int16Array): void {
    // Played audio comes from the phrase cache, which is never written to: no copy needed.
    this.#timeline.push('assistant', samples);
  }

  /** Bytes held in memory for this call: audio not yet encoded here, and unstored file bytes. */
  heldBytes(): number {
    return (
      this.#timeline.heldSamples() * 2 + this.#files.mono.heldBytes + this.#files.stereo.heldBytes
    );
  }

  finish(durationMs: number): Promise<RecordingArtifact | null> {
    this.#finishing ??= this.#finish(durationMs);
    return this.#finishing;
  }

  async #finish(durationMs: number): Promise<RecordingArtifact | null> {
    const { log, artifactUrls, store } = this.#deps;
    try {
      this.#timeline.finish(Math.max(0, durationMs));
      await this.#stream.close();
      if (this.#failure) throw this.#failure;
      const recordedMs = Math.round((this.#encodedSamples * 1000) / RECORDING_SAMPLE_RATE);
      await Promise.all([
        this.#files.mono.finish(recordedMs),
        this.#files.stereo.finish(recordedMs),
      ]);
      return artifactUrls(this.#callId, this.#format);
    } catch (error) {
      log(`call ${this.#callId}: the recording could not be stored: ${String(error)}`);
      await store.erase(this.#callId).catch(() => undefined);
      return null;
    }
  }

  #onBlock(block: TimelineBlock) {
    if (this.#failure || this.#truncated) return;
    const maxBacklog = maxBacklogOf(this.#deps);
    if (this.#deps.encoders.backlogSeconds() > maxBacklog) {
      // Better a recording that stops early than unencoded audio growing without bound.
      this.#truncated = true;
      const seconds = (this.#encodedSamples / RECORDING_SAMPLE_RATE).toFixed(0);
      this.#deps.log(
        `call ${this.#callId}: recording stopped after ${seconds} s: the encoders are more than ${maxBacklog} s of audio behind`,
      );
      return;
    }
    this.#encodedSamples += block.visitor.length;
    this.#stream.encode(block);
  }
}

const maxBacklogOf = (deps: RecorderDeps) => deps.maxBacklogSeconds ?? 120;

/**
 * Starts a {@link CallSessionRecorder} per call on shared dependencies, unless the encoders
 * are more than half their backlog limit behind: then the machine is recording more calls than
 * it can encode, and a new recording would only be cut short (or cut the others short).
 */
export function callRecordings(deps: RecorderDeps): CallRecordings {
  return {
    start(callId, format) {
      const backlog = deps.encoders.backlogSeconds();
      if (backlog > maxBacklogOf(deps) / 2) {
        deps.log(
          `call ${callId}: not recorded: the encoders are ${backlog.toFixed(0)} s of audio behind (recording more calls than this machine can encode)`,
        );
        return null;
      }
      return new CallSessionRecorder(callId, format, deps);
    },
  };
}
