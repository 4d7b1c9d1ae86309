import type {
  CallRecorder,
  CallRecordings,
  RecordingArtifact,
} from '../recordings/call-recorder.ts';
import { recordingPlanOf } from '../recordings/recording-format.ts';
import { samplesFromBytes } from '../voice/pcm.ts';
import type { SessionAssistant } from './types.ts';

/**
 * Feeds one call's recorder, if the call is recorded: the visitor's audio as it arrives, the
 * assistant's as it is sent (silence while muted, nothing when dropped), and the end.
 */
export class RecordingFeed {
  readonly #callId: string;
  readonly #recordings: CallRecordings | undefined;
  readonly #log: (line: string) => void;
  #recorder: CallRecorder | null = null;

  constructor(callId: string, recordings: CallRecordings | undefined, log: (line: string) => void) {
    this.#callId = callId;
    this.#recordings = recordings;
    this.#log = log;
  }

  /** Starts recording, unless the assistant's artifact plan says not to; never fails the call. */
  start(artifactPlan: SessionAssistant['artifactPlan']): void {
    const plan = recordingPlanOf(artifactPlan);
    if (!plan.enabled || !this.#recordings) return;
    try {
      this.#recorder = this.#recordings.start(this.#callId, plan.format);
    } catch (error) {
      this.#log(`call ${this.#callId}: could not start recording: ${String(error)}`);
    }
  }

  /** Whether the call is being recorded. */
  get recording(): boolean {
    return this.#recorder !== null;
  }

  /** A frame of the visitor's audio, received just now. */
  visitorAudio(samples: Int16Array): void {
    this.#recorder?.visitorAudio(samples);
  }

  /** A frame of the assistant's audio (s16le bytes), sent to the visitor just now. */
  assistantAudio(bytes: Buffer): void {
    this.#recorder?.assistantAudio(samplesFromBytes(bytes));
  }

  /** Ends the recording `durationMs` after the call started; its artifact URLs, if any. */
  async finish(durationMs: number): Promise<RecordingArtifact | null | undefined> {
    return this.#recorder?.finish(durationMs);
  }
}
