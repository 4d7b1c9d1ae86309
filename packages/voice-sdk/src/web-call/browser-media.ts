import { required, StartCancelled } from './call-errors.ts';
import { PCM_FRAME_SAMPLES, PCM_SAMPLE_RATE } from '../protocol.ts';
import { AUDIO_LEVEL_INTERVAL_MS } from './constants.ts';
import { CAPTURE_PROCESSOR, captureWorkletSource, decodePcm16, rmsLevel } from './pcm.ts';
import { playStream, removeAudioElement } from './audio-element.ts';
import { messageOf } from './error-events.ts';

/** The audio side of the WebSocket transport: microphone in, assistant audio out. */
export interface CallMedia {
  /**
   * Opens the microphone (rejecting with a message containing "permission" when refused) and
   * starts playback; microphone frames (16 kHz PCM s16le, 20 ms) go to `onFrame`. Resolves
   * the track that carries the assistant's audio.
   */
  open(onFrame: (frame: ArrayBuffer) => void): Promise<MediaStreamTrack>;
  /** Queues assistant audio (16 kHz PCM s16le). */
  play(pcm: ArrayBuffer): void;
  /** Drops queued assistant audio. */
  flush(): void;
  /** Reports the assistant's playback level every 100 ms. */
  observeLevel(report: (level: number) => void): void;
  /** The `<audio>` element playing the assistant (null before `open()` or after `close()`). */
  player(): HTMLAudioElement | null;
  /** Asks the microphone for noise suppression. */
  enableNoiseSuppression(): Promise<void>;
  setMuted(muted: boolean): void;
  isMuted(): boolean;
  /** Releases the microphone, the audio graph and the audio element; idempotent. */
  close(): Promise<void>;
}

/** Turns getUserMedia's refusal into the message the interview looks for ("permission"). */
function microphoneError(error: unknown): Error {
  // A DOMException is an Error in every browser this SDK supports.
  const name = error instanceof Error ? error.name : '';
  const message =
    name === 'NotAllowedError' || name === 'SecurityError'
      ? 'Microphone permission denied'
      : `Microphone is not available: ${messageOf(error)}`;
  return new Error(message, { cause: error });
}

/** Scheduling lead so that the first chunk after a gap does not start in the past. */
const START_LEAD_SECONDS = 0.05;

/**
 * `CallMedia` on the Web Audio API. The microphone is captured by an AudioWorklet. The
 * assistant's PCM chunks are scheduled gap-free into an AnalyserNode that feeds a real media
 * track (played by an audio element), so what is played is also what is measured: the same
 * level logic as on the Daily transport drives speech detection.
 */
export class BrowserMedia implements CallMedia {
  #context: AudioContext | null = new AudioContext();
  #microphone: MediaStream | null = null;
  /** The assistant's audio, as a stream of one track. */
  #playback: MediaStream | null = null;
  /** Set by open(), before any assistant audio can arrive (the socket opens after it). */
  #analyser!: AnalyserNode;
  /** Scheduled assistant audio, stopped by flush(). */
  #sources = new Set<AudioBufferSourceNode>();
  #nextStart = 0;
  #levelTimer: ReturnType<typeof setInterval> | undefined;
  #element: HTMLAudioElement | null = null;
  #muted = false;

  async open(onFrame: (frame: ArrayBuffer) => void): Promise<MediaStreamTrack> {
    const context = required(this.#context);
    try {
      this.#microphone = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
      });
    } catch (error) {
      throw microphoneError(error);
    }
    if (this.#context !== context) {
      // Closed while the permission prompt was open: give the microphone straight back.
      for (const track of this.#microphone.getTracks()) track.stop();
      throw new StartCancelled();
    }
    this.setMuted(this.#muted);
    const moduleUrl = URL.createObjectURL(
      new Blob([captureWorkletSource(PCM_SAMPLE_RATE, PCM_FRAME_SAMPLES)], {
        type: 'text/javascript',
      }),
    );
    try {
      await context.audioWorklet.addModule(moduleUrl);
    } finally {
      URL.revokeObjectURL(moduleUrl);
    }
    const source = context.createMediaStreamSource(this.#microphone);
    const capture = new AudioWorkletNode(context, CAPTURE_PROCESSOR);
    capture.port.onmessage = (event: MessageEvent<ArrayBuffer>) => onFrame(event.data);
    // A silent sink keeps the capture node pulled by the graph in every browser.
    const sink = context.createGain();
    sink.gain.value = 0;
    source.connect(capture).connect(sink).connect(context.destination);

    const analyser = (this.#analyser = context.createAnalyser());
    const output = context.createMediaStreamDestination();
    analyser.connect(output);
    this.#playback = output.stream;
    // A MediaStreamAudioDestinationNode's stream always has exactly one audio track.
    const track = output.stream.getAudioTracks()[0] as MediaStreamTrack;
    this.#element = await playStream(output.stream, 'assistant');
    await context.resume();
    return track;
  }

  play(pcm: ArrayBuffer): void {
    const context = this.#context;
    const samples = decodePcm16(pcm);
    if (!context || samples.length === 0) return;
    const buffer = context.createBuffer(1, samples.length, PCM_SAMPLE_RATE);
    buffer.getChannelData(0).set(samples);
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(this.#analyser);
    const startAt = Math.max(this.#nextStart, context.currentTime + START_LEAD_SECONDS);
    source.start(startAt);
    this.#nextStart = startAt + buffer.duration;
    this.#sources.add(source);
    source.onended = () => {
      source.disconnect();
      this.#sources.delete(source);
    };
  }

  flush(): void {
    for (const source of this.#sources) {
      source.onended = null;
      source.stop();
      source.disconnect();
    }
    this.#sources.clear();
    this.#nextStart = 0;
  }

  observeLevel(report: (level: number) => void): void {
    const analyser = this.#analyser;
    const samples = new Float32Array(analyser.fftSize);
    clearInterval(this.#levelTimer);
    this.#levelTimer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      report(rmsLevel(samples));
    }, AUDIO_LEVEL_INTERVAL_MS);
  }

  player(): HTMLAudioElement | null {
    return this.#element;
  }

  async enableNoiseSuppression(): Promise<void> {
    for (const track of this.#microphone?.getAudioTracks() ?? []) {
      await track.applyConstraints({ ...track.getConstraints(), noiseSuppression: true });
    }
  }

  setMuted(muted: boolean): void {
    this.#muted = muted;
    // A disabled track feeds silence, so the platform keeps receiving a steady 20 ms clock.
    for (const track of this.#microphone?.getAudioTracks() ?? []) track.enabled = !muted;
  }

  isMuted(): boolean {
    return this.#muted;
  }

  async close(): Promise<void> {
    const context = this.#context;
    this.#context = null;
    clearInterval(this.#levelTimer);
    this.flush();
    for (const stream of [this.#microphone, this.#playback]) {
      for (const track of stream?.getTracks() ?? []) track.stop();
    }
    this.#microphone = this.#playback = null;
    if (this.#element) removeAudioElement(this.#element);
    this.#element = null;
    // Closing the context also releases its whole graph. A closed one refuses: nothing to do.
    await context?.close().catch(() => undefined);
  }
}
