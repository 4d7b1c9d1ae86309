// The test call's audio under the dashboard's policy, which allows no microphone and no blob:
// audio elements or worklets (the dashboard places no calls of its own): the owner types the
// answers, and hears the assistant through Web Audio alone, its PCM scheduled straight to the
// speakers. The SDK's WebSocket transport takes this in place of its own media.
import type { WebSocketTransport } from '@vibe/voice-sdk/web/websocket';

/** The audio side the SDK's WebSocket transport drives. */
type CallMedia = ReturnType<
  NonNullable<NonNullable<ConstructorParameters<typeof WebSocketTransport>[1]>['media']>
>;

/** The transport's assistant audio: 16 kHz mono PCM, signed 16-bit little-endian. */
const SAMPLE_RATE = 16_000;
/** Scheduling lead, so the first chunk after a gap does not start in the past. */
const LEAD_SECONDS = 0.05;

/** 16-bit PCM as the floats Web Audio plays (an odd trailing byte is dropped). */
export function pcmToFloats(pcm: ArrayBuffer): Float32Array {
  const samples = new DataView(pcm);
  const floats = new Float32Array(Math.floor(pcm.byteLength / 2));
  for (let i = 0; i < floats.length; i++) floats[i] = samples.getInt16(i * 2, true) / 32768;
  return floats;
}

/** Plays the assistant; never opens the microphone (its frames callback is never called). */
export class TypedCallMedia implements CallMedia {
  #context: AudioContext | null = null;
  #sources = new Set<AudioBufferSourceNode>();
  #nextStart = 0;
  #muted = false;

  async open(): Promise<MediaStreamTrack> {
    const context = new AudioContext();
    this.#context = context;
    // Made after the owner's click and a request: the browser may start it suspended.
    await context.resume().catch(() => undefined);
    // The call wants the track the assistant's audio is on; this audio goes straight to the
    // speakers, so a silent track stands in for it.
    const [track] = context.createMediaStreamDestination().stream.getAudioTracks();
    if (!track) throw new Error('The browser gave the test call no audio track.');
    return track;
  }

  play(pcm: ArrayBuffer): void {
    const context = this.#context;
    const floats = pcmToFloats(pcm);
    if (!context || floats.length === 0) return;
    const buffer = context.createBuffer(1, floats.length, SAMPLE_RATE);
    buffer.getChannelData(0).set(floats);
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(context.destination);
    const start = Math.max(this.#nextStart, context.currentTime + LEAD_SECONDS);
    source.start(start);
    this.#nextStart = start + buffer.duration;
    this.#sources.add(source);
    source.onended = () => this.#sources.delete(source);
  }

  flush(): void {
    for (const source of this.#sources) source.stop();
    this.#sources.clear();
    this.#nextStart = 0;
  }

  /** No speech detection in the dialog: nothing is measured. */
  observeLevel(): void {}

  /** The assistant is played through Web Audio, never through an `<audio>` element. */
  player(): null {
    return null;
  }

  async enableNoiseSuppression(): Promise<void> {}

  setMuted(muted: boolean): void {
    this.#muted = muted;
  }

  isMuted(): boolean {
    return this.#muted;
  }

  async close(): Promise<void> {
    this.flush();
    const context = this.#context;
    this.#context = null;
    await context?.close().catch(() => undefined);
  }
}
