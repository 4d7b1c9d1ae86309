/** Options of {@link createResampler}. */
export interface ResamplerOptions {
  /** Taps on each side of the centre of the interpolation filter (default 32: 64 taps). */
  halfTaps?: number;
  /** Pass-band edge as a fraction of the lower Nyquist frequency (default 0.9). */
  cutoffRatio?: number;
  /** Kaiser window shape: higher means more stop-band attenuation, wider transition (default 8). */
  kaiserBeta?: number;
}

/** Converts 16-bit mono PCM from one sample rate to another. */
export interface Resampler {
  readonly fromRate: number;
  readonly toRate: number;
  /** Converts all of `input` at once. */
  resample(input: Int16Array): Int16Array;
  /**
   * Converts in slices of `sliceSamples` output samples, yielding to the event loop between
   * them, so that converting a long phrase never stalls real-time work on the same thread.
   */
  resampleGently(input: Int16Array, sliceSamples?: number): Promise<Int16Array>;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Zeroth-order modified Bessel function of the first kind, by its power series. */
function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  const quarter = (x * x) / 4;
  for (let k = 1; k < 50 && term > sum * 1e-12; k++) {
    term *= quarter / (k * k);
    sum += term;
  }
  return sum;
}

/**
 * A polyphase windowed-sinc resampler (band-limited interpolation). The rate ratio is reduced
 * to L/M and the filter is tabulated once for each of the L phases, so converting is one short
 * dot product per output sample. The low-pass sits below the lower of the two Nyquist
 * frequencies, so downsampling (eSpeak's 22.05 kHz to the session's 16 kHz) does not alias.
 */
export function createResampler(
  fromRate: number,
  toRate: number,
  options: ResamplerOptions = {},
): Resampler {
  if (!Number.isInteger(fromRate) || !Number.isInteger(toRate) || fromRate < 1 || toRate < 1) {
    throw new RangeError('Sample rates must be positive integers.');
  }
  const halfTaps = options.halfTaps ?? 32;
  const beta = options.kaiserBeta ?? 8;
  const divisor = gcd(fromRate, toRate);
  const phases = toRate / divisor; // L
  const step = fromRate / divisor; // M: input samples advanced per L outputs
  // Cut-off in cycles per input sample.
  const cutoff = ((options.cutoffRatio ?? 0.9) * Math.min(fromRate, toRate)) / 2 / fromRate;
  const width = halfTaps * 2;
  const table = new Float32Array(phases * width);
  const windowNorm = besselI0(beta);
  for (let phase = 0; phase < phases; phase++) {
    let sum = 0;
    for (let tap = 0; tap < width; tap++) {
      // Distance in input samples between this tap and the output instant.
      const distance = tap - halfTaps + 1 - phase / phases;
      const x = 2 * cutoff * distance;
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
      const ratio = distance / halfTaps;
      const window =
        Math.abs(ratio) >= 1 ? 0 : besselI0(beta * Math.sqrt(1 - ratio * ratio)) / windowNorm;
      const value = sinc * window;
      table[phase * width + tap] = value;
      sum += value;
    }
    // Unity gain at DC for every phase, so a steady level comes out unchanged.
    for (let tap = 0; tap < width; tap++) table[phase * width + tap]! /= sum;
  }

  const outputLength = (input: Int16Array) => Math.floor((input.length * phases) / step);

  /** Computes output samples [from, to) of `input` into `output`. */
  function convert(input: Int16Array, output: Int16Array, from: number, to: number) {
    const last = input.length - 1;
    for (let n = from; n < to; n++) {
      const position = n * step;
      const base = Math.floor(position / phases);
      const phase = position - base * phases;
      const offset = phase * width;
      const first = base - halfTaps + 1;
      let acc = 0;
      if (first >= 0 && first + width - 1 <= last) {
        for (let tap = 0; tap < width; tap++) acc += input[first + tap]! * table[offset + tap]!;
      } else {
        // Near the edges, treat samples outside the input as silence.
        for (let tap = 0; tap < width; tap++) {
          const index = first + tap;
          if (index >= 0 && index <= last) acc += input[index]! * table[offset + tap]!;
        }
      }
      output[n] = acc > 32767 ? 32767 : acc < -32768 ? -32768 : Math.round(acc);
    }
  }

  return {
    fromRate,
    toRate,
    resample(input) {
      if (fromRate === toRate) return input.slice();
      const output = new Int16Array(outputLength(input));
      convert(input, output, 0, output.length);
      return output;
    },
    async resampleGently(input, sliceSamples = 4_000) {
      if (fromRate === toRate) return input.slice();
      const output = new Int16Array(outputLength(input));
      for (let from = 0; from < output.length; from += sliceSamples) {
        convert(input, output, from, Math.min(output.length, from + sliceSamples));
        await yieldToEventLoop();
      }
      return output;
    },
  };
}
