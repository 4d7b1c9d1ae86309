import { setTimeout as sleep } from 'node:timers/promises';
import { PCM_FRAME_MS, PCM_FRAME_SAMPLES } from '@vibe/voice-sdk/protocol';
import type { SessionClient } from './session-client.ts';
import type { SpokenAudio } from './spoken-audio.ts';

/**
 * A visitor's microphone for call-session tests: it sends 20 ms frames in real time for as long
 * as it is on, each the background (silence, noise, a beeping device…) with whatever the
 * visitor says mixed over it. Everything sent is kept, with where each phrase is, in `heard`,
 * for a recogniser that knows the answers (`oracle-recognizer.ts`).
 */
export class LiveMicrophone {
  /** What was sent so far, and the phrases said in it (grows as frames go out). */
  readonly heard: SpokenAudio;
  readonly #client: SessionClient;
  readonly #background: Int16Array;
  #sent: Int16Array[] = [];
  #sentSamples = 0;
  #saying: { audio: Int16Array; from: number; done: () => void }[] = [];
  #running: Promise<void> | null = null;
  #on = false;
  #joined: Int16Array = new Int16Array(0);

  /** `background` loops for as long as the microphone is on (empty: silence). */
  constructor(client: SessionClient, background: Int16Array = new Int16Array(PCM_FRAME_SAMPLES)) {
    this.#client = client;
    this.#background = background.length > 0 ? background : new Int16Array(PCM_FRAME_SAMPLES);
    const sentSoFar = () => this.#sentSoFar();
    this.heard = {
      get audio() {
        return sentSoFar();
      },
      phrases: [],
    };
  }

  /** Audio time sent so far, in seconds. */
  get seconds(): number {
    return this.#sentSamples / 16_000;
  }

  /** Starts sending. */
  start(): void {
    if (this.#on) return;
    this.#on = true;
    this.#running = this.#run();
  }

  /**
   * Says `spoken` over the background from the next frame on; resolves once it is all sent,
   * with the audio time (seconds) at which it ended. With `startAtSampleOf` (a period in samples,
   * and an offset in it), it starts at the next frame where the background is at that offset:
   * over a periodic background (a beep a second) every run then puts the same sounds under the
   * same words, whenever the run's timing lets the visitor start.
   */
  say(spoken: SpokenAudio, startAtSampleOf?: { period: number; offset: number }): Promise<number> {
    const from = startAtSampleOf
      ? this.#nextSampleAt(startAtSampleOf.period, startAtSampleOf.offset)
      : this.#sentSamples;
    for (const phrase of spoken.phrases) {
      this.heard.phrases.push({
        text: phrase.text,
        startSample: from + phrase.startSample,
        endSample: from + phrase.endSample,
      });
    }
    return new Promise((resolve) => {
      this.#saying.push({
        audio: spoken.audio,
        from,
        done: () => resolve((from + spoken.audio.length) / 16_000),
      });
    });
  }

  /** The first sample from the next frame on at `offset` within `period` (frame-aligned). */
  #nextSampleAt(period: number, offset: number): number {
    if (period % PCM_FRAME_SAMPLES !== 0 || offset % PCM_FRAME_SAMPLES !== 0) {
      throw new RangeError('period and offset must be whole frames');
    }
    const intoPeriod = (((this.#sentSamples - offset) % period) + period) % period;
    return this.#sentSamples + (intoPeriod === 0 ? 0 : period - intoPeriod);
  }

  /** Stops sending. */
  async stop(): Promise<void> {
    this.#on = false;
    await this.#running;
  }

  async #run() {
    const started = performance.now();
    for (let frame = 0; this.#on; frame++) {
      const wait = started + frame * PCM_FRAME_MS - performance.now();
      if (wait > 0) await sleep(wait);
      if (!this.#on || this.#client.closed) break;
      const samples = this.#nextFrame();
      this.#client.sendRaw(Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
    }
  }

  #nextFrame(): Int16Array {
    const at = this.#sentSamples;
    const frame = new Int16Array(PCM_FRAME_SAMPLES);
    for (let i = 0; i < frame.length; i++) {
      let sample = this.#background[(at + i) % this.#background.length]!;
      for (const said of this.#saying) {
        const index = at + i - said.from;
        if (index >= 0 && index < said.audio.length) sample += said.audio[index]!;
      }
      frame[i] = Math.max(-32768, Math.min(32767, sample));
    }
    this.#sent.push(frame);
    this.#sentSamples += frame.length;
    for (const said of this.#saying) {
      if (this.#sentSamples >= said.from + said.audio.length) said.done();
    }
    this.#saying = this.#saying.filter((said) => this.#sentSamples < said.from + said.audio.length);
    return frame;
  }

  /** Everything sent, joined (only when a recogniser asks: not on every frame). */
  #sentSoFar(): Int16Array {
    if (this.#joined.length === this.#sentSamples) return this.#joined;
    const joined = new Int16Array(this.#sentSamples);
    joined.set(this.#joined);
    let offset = this.#joined.length;
    for (const part of this.#sent) {
      joined.set(part, offset);
      offset += part.length;
    }
    this.#sent = [];
    this.#joined = joined;
    return joined;
  }
}
