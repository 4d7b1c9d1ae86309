import { required, StartCancelled } from './call-errors.ts';
import { PCM_FRAME_SAMPLES, PCM_SAMPLE_RATE } from '../protocol.ts';
import { CAPTURE_PROCESSOR, captureWorkletSource } from './pcm.ts';
import { PcmPlayer } from './pcm-player.ts';
import { playStream, removeAudioElement } from './audio-element.ts';

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
  /** Asks the microphone for noise suppression. */
  enableNoiseSuppression(): Promise<void>;
  setMuted(muted: boolean): void;
  isMuted(): boolean;
  /** Releases the microphone, the audio graph and the audio element; idempotent. */
  close(): Promise<void>;
}

/** Turns getUserMedia's refusal into the message the interview looks for ("permission"). */
function microphoneError(error: unknown): Error {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return new Error('Microphone permission denied', { cause: error });
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new Error(`Microphone is not available: ${detail}`, { cause: error });
}

/** `CallMedia` on the Web Audio API: an AudioWorklet for capture, a media track for playback. */
export class BrowserMedia implements CallMedia {
  #context: AudioContext | null = new AudioContext();
  #player: PcmPlayer | null = null;
  #microphone: MediaStream | null = null;
  #nodes: AudioNode[] = [];
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
    const capture = new AudioWorkletNode(context, CAPTURE_PROCESSOR, { numberOfOutputs: 1 });
    capture.port.onmessage = (event: MessageEvent<ArrayBuffer>) => onFrame(event.data);
    // A silent sink keeps the capture node pulled by the graph in every browser.
    const sink = context.createGain();
    sink.gain.value = 0;
    source.connect(capture).connect(sink).connect(context.destination);
    this.#nodes.push(source, capture, sink);

    this.#player = new PcmPlayer(context);
    this.#element = await playStream(this.#player.stream, 'assistant');
    await context.resume();
    return this.#player.track;
  }

  play(pcm: ArrayBuffer): void {
    this.#player?.enqueue(pcm);
  }

  flush(): void {
    this.#player?.flush();
  }

  observeLevel(report: (level: number) => void): void {
    required(this.#player).observeLevel(report);
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
    this.#player?.dispose();
    this.#player = null;
    for (const node of this.#nodes) node.disconnect();
    this.#nodes = [];
    for (const track of this.#microphone?.getTracks() ?? []) track.stop();
    this.#microphone = null;
    if (this.#element) removeAudioElement(this.#element);
    this.#element = null;
    if (context && context.state !== 'closed') await context.close().catch(() => undefined);
  }
}
