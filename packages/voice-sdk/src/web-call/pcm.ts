/**
 * 16 kHz mono PCM s16le, the WebSocket transport's audio format, and the capture worklet that
 * produces it. `PcmFrameEncoder` is self-contained on purpose: its source text is also the
 * body of the AudioWorklet module, so the code unit-tested here is the code that runs there.
 */

/**
 * Downsamples float samples at `inputRate` to 16-bit little-endian PCM at `outputRate`
 * (averaging the input samples that fall into each output sample, a simple low-pass) and cuts
 * the result into frames of `frameSamples` samples.
 */
export class PcmFrameEncoder {
  ratio: number;
  frameSamples: number;
  frame: DataView;
  filled = 0;
  position = 0;
  sum = 0;
  count = 0;

  constructor(inputRate: number, outputRate: number, frameSamples: number) {
    this.ratio = inputRate / outputRate;
    this.frameSamples = frameSamples;
    this.frame = new DataView(new ArrayBuffer(frameSamples * 2));
  }

  /** Feeds input samples; returns the frames (ArrayBuffers) completed by them. */
  push(samples: Float32Array): ArrayBuffer[] {
    const frames: ArrayBuffer[] = [];
    for (let i = 0; i < samples.length; i++) {
      this.sum += samples[i] ?? 0;
      this.count++;
      this.position++;
      if (this.position < this.ratio) continue;
      this.position -= this.ratio;
      const value = Math.max(-1, Math.min(1, this.sum / this.count));
      this.sum = 0;
      this.count = 0;
      const scaled = Math.round(value < 0 ? value * 0x8000 : value * 0x7fff);
      this.frame.setInt16(this.filled * 2, scaled, true);
      this.filled++;
      if (this.filled === this.frameSamples) {
        frames.push(this.frame.buffer as ArrayBuffer);
        this.frame = new DataView(new ArrayBuffer(this.frameSamples * 2));
        this.filled = 0;
      }
    }
    return frames;
  }
}

/** Decodes PCM s16le bytes to float samples in [-1, 1); an odd trailing byte is ignored. */
export function decodePcm16(bytes: ArrayBuffer): Float32Array {
  const view = new DataView(bytes);
  const samples = new Float32Array(Math.floor(bytes.byteLength / 2));
  for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(i * 2, true) / 0x8000;
  return samples;
}

/** Root-mean-square level of float samples (0 for silence, about 0.05–0.3 for speech). */
export function rmsLevel(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}

/** The registered name of the capture processor. */
export const CAPTURE_PROCESSOR = 'voice-call-pcm-capture';

/**
 * Source of the AudioWorklet module: the encoder above plus a processor that feeds it the
 * first input channel and posts each finished frame (transferred, not copied) to the page.
 */
export function captureWorkletSource(outputRate: number, frameSamples: number): string {
  return `const Encoder = (${PcmFrameEncoder.toString()});
registerProcessor(${JSON.stringify(CAPTURE_PROCESSOR)}, class extends AudioWorkletProcessor {
  constructor() { super(); this.encoder = new Encoder(sampleRate, ${outputRate}, ${frameSamples}); }
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (channel) for (const frame of this.encoder.push(channel)) this.port.postMessage(frame, [frame]);
    return true;
  }
});`;
}
