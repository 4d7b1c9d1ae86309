/**
 * 16 kHz mono PCM s16le, the WebSocket transport's audio format, and the capture worklet that
 * produces it. `PcmFrameEncoder` is self-contained on purpose: its source text is also the
 * body of the AudioWorklet module, so the code unit-tested here is the code that runs there.
 *
 * Samples are read and written through `Int16Array`s, in the platform's byte order: that is
 * little-endian on every platform browsers run on (WebAssembly assumes the same), and it keeps
 * the code shorter than a `DataView` with explicit little-endian accesses.
 */

/**
 * Downsamples float samples at `inputRate` to 16-bit little-endian PCM at `outputRate`
 * (averaging the input samples that fall into each output sample, a simple low-pass) and cuts
 * the result into frames of `frameSamples` samples. Its state is private, so that the minified
 * source the worklet receives stays short.
 */
export class PcmFrameEncoder {
  #ratio: number;
  #frame: Int16Array<ArrayBuffer>;
  #filled = 0;
  #position = 0;
  #sum = 0;
  #count = 0;

  constructor(inputRate: number, outputRate: number, frameSamples: number) {
    this.#ratio = inputRate / outputRate;
    this.#frame = new Int16Array(frameSamples);
  }

  /** Feeds input samples; returns the frames (ArrayBuffers) completed by them. */
  push(samples: Float32Array): ArrayBuffer[] {
    const frames: ArrayBuffer[] = [];
    for (const sample of samples) {
      this.#sum += sample;
      this.#count++;
      if (++this.#position < this.#ratio) continue;
      this.#position -= this.#ratio;
      const value = Math.max(-1, Math.min(1, this.#sum / this.#count));
      this.#sum = this.#count = 0;
      this.#frame[this.#filled] = Math.round(value * (value < 0 ? 0x8000 : 0x7fff));
      if (++this.#filled === this.#frame.length) {
        frames.push(this.#frame.buffer);
        this.#frame = new Int16Array(this.#filled);
        this.#filled = 0;
      }
    }
    return frames;
  }
}

/** Decodes PCM s16le bytes to float samples in [-1, 1); an odd trailing byte is ignored. */
export function decodePcm16(bytes: ArrayBuffer): Float32Array {
  return Float32Array.from(new Int16Array(bytes, 0, bytes.byteLength >> 1), (s) => s / 0x8000);
}

/** Root-mean-square level of float samples (0 for silence, about 0.05–0.3 for speech). */
export function rmsLevel(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  // No samples: 0/0 is NaN, which reads as silence.
  return Math.sqrt(sum / samples.length) || 0;
}

/** The registered name of the capture processor. */
export const CAPTURE_PROCESSOR = 'voice-call-pcm-capture';

// The AudioWorklet scope, where the capture module runs (TypeScript's DOM library lacks it).
declare const registerProcessor: (name: string, processor: new () => object) => void;
declare const sampleRate: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}

/**
 * The capture module: a processor that feeds the encoder the first input channel and posts
 * each finished frame (transferred, not copied) to the page. It runs in the AudioWorklet
 * scope, from its source text, so it uses nothing but its arguments and that scope's globals.
 */
function captureModule(
  Encoder: typeof PcmFrameEncoder,
  name: string,
  outputRate: number,
  frameSamples: number,
): void {
  registerProcessor(
    name,
    class extends AudioWorkletProcessor {
      #encoder = new Encoder(sampleRate, outputRate, frameSamples);
      process(inputs: Float32Array[][]): boolean {
        const channel = inputs[0]?.[0];
        if (channel)
          for (const frame of this.#encoder.push(channel)) this.port.postMessage(frame, [frame]);
        return true;
      }
    },
  );
}

/**
 * Source of the AudioWorklet module: the capture module called with the encoder above. Both
 * are written as code, not as text, so the bundler minifies them with the rest.
 */
export function captureWorkletSource(outputRate: number, frameSamples: number): string {
  // Functions interpolate as their source text.
  return `(${captureModule})(${PcmFrameEncoder},${JSON.stringify(CAPTURE_PROCESSOR)},${outputRate},${frameSamples})`;
}
