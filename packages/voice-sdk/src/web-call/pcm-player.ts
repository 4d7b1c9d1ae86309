import { PCM_SAMPLE_RATE } from '../protocol.ts';
import { AUDIO_LEVEL_INTERVAL_MS } from './constants.ts';
import { decodePcm16, rmsLevel } from './pcm.ts';

/** Scheduling lead so that the first chunk after a gap does not start in the past. */
const START_LEAD_SECONDS = 0.05;

/**
 * Plays the assistant's PCM chunks gap-free as a real media track (AudioContext →
 * MediaStreamAudioDestinationNode), and measures what it plays with an AnalyserNode so the
 * same level logic as the Daily transport drives speech detection.
 */
export class PcmPlayer {
  readonly track: MediaStreamTrack;
  readonly stream: MediaStream;
  #output: MediaStreamAudioDestinationNode;
  #analyser: AnalyserNode;
  #samples: Float32Array<ArrayBuffer>;
  #nextStart = 0;
  #sources = new Set<AudioBufferSourceNode>();
  #levelTimer: ReturnType<typeof setInterval> | null = null;

  readonly #context: AudioContext;

  constructor(context: AudioContext) {
    this.#context = context;
    this.#output = context.createMediaStreamDestination();
    this.#analyser = context.createAnalyser();
    this.#analyser.fftSize = 2048;
    this.#analyser.connect(this.#output);
    this.#samples = new Float32Array(this.#analyser.fftSize);
    this.stream = this.#output.stream;
    const [track] = this.stream.getAudioTracks();
    if (!track) throw new Error('The browser produced no audio track for playback.');
    this.track = track;
  }

  /** Queues one chunk of 16 kHz PCM s16le right after the previous one. */
  enqueue(bytes: ArrayBuffer): void {
    const samples = decodePcm16(bytes);
    if (samples.length === 0) return;
    const buffer = this.#context.createBuffer(1, samples.length, PCM_SAMPLE_RATE);
    buffer.getChannelData(0).set(samples);
    const source = this.#context.createBufferSource();
    source.buffer = buffer;
    source.connect(this.#analyser);
    const startAt = Math.max(this.#nextStart, this.#context.currentTime + START_LEAD_SECONDS);
    source.start(startAt);
    this.#nextStart = startAt + buffer.duration;
    this.#sources.add(source);
    source.onended = () => {
      source.disconnect();
      this.#sources.delete(source);
    };
  }

  /** Drops everything queued (the visitor interrupted the assistant). */
  flush(): void {
    for (const source of this.#sources) {
      source.onended = null;
      source.stop();
      source.disconnect();
    }
    this.#sources.clear();
    this.#nextStart = 0;
  }

  /** Reports the level of what is playing every 100 ms. */
  observeLevel(report: (level: number) => void): void {
    this.stopObserving();
    this.#levelTimer = setInterval(() => {
      this.#analyser.getFloatTimeDomainData(this.#samples);
      report(rmsLevel(this.#samples));
    }, AUDIO_LEVEL_INTERVAL_MS);
  }

  stopObserving(): void {
    if (this.#levelTimer !== null) clearInterval(this.#levelTimer);
    this.#levelTimer = null;
  }

  /** Stops playback and the level timer; the context is closed by its owner. */
  dispose(): void {
    this.stopObserving();
    this.flush();
    this.#analyser.disconnect();
    this.track.stop();
  }
}
