import { PCM_SAMPLE_RATE } from '@vibe/voice-sdk/protocol';

/**
 * Deterministic test signals for driving call sessions without a microphone: a voiced,
 * syllable-like sound, a steady noise floor (white or pink), a beeping microphone, and silence.
 * Used by the tests and the benchmark.
 */

/** Options of {@link speechLike}. */
export interface SpeechLikeOptions {
  seconds: number;
  /** Peak level of the sound in dBFS (default -12). */
  peakDbfs?: number;
  /** Voice pitch (default 200 Hz). */
  fundamentalHz?: number;
  /** Syllables per second: the rate of the amplitude modulation (default 4). */
  syllablesPerSecond?: number;
  sampleRate?: number;
}

/**
 * A 200 Hz fundamental with decaying harmonics, amplitude-modulated at a syllable rate: loud
 * and pausing like speech, so energy detection sees it as a voice.
 */
export function speechLike(options: SpeechLikeOptions): Int16Array {
  const rate = options.sampleRate ?? PCM_SAMPLE_RATE;
  const f0 = options.fundamentalHz ?? 200;
  const syllables = options.syllablesPerSecond ?? 4;
  const peak = 32767 * 10 ** ((options.peakDbfs ?? -12) / 20);
  const out = new Int16Array(Math.round(rate * options.seconds));
  const harmonics = [1, 0.6, 0.4, 0.25, 0.15];
  const norm = harmonics.reduce((sum, weight) => sum + weight, 0);
  for (let i = 0; i < out.length; i++) {
    const t = i / rate;
    let voice = 0;
    for (let h = 0; h < harmonics.length; h++) {
      voice += harmonics[h]! * Math.sin(2 * Math.PI * f0 * (h + 1) * t);
    }
    // Starts at a syllable peak; dips to 20 % between syllables.
    const envelope = 0.6 + 0.4 * Math.cos(2 * Math.PI * syllables * t);
    out[i] = Math.round((peak * envelope * voice) / norm);
  }
  return out;
}

/** Steady white noise at a given RMS level, from a seeded generator (same seed, same noise). */
export function noise(
  seconds: number,
  levelDbfs: number,
  seed = 1,
  sampleRate = PCM_SAMPLE_RATE,
): Int16Array {
  const out = new Int16Array(Math.round(sampleRate * seconds));
  // Uniform noise in [-a, a] has an RMS of a / sqrt(3).
  const amplitude = 32767 * 10 ** (levelDbfs / 20) * Math.sqrt(3);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < out.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out[i] = Math.round(((state >>> 0) / 0xffffffff - 0.5) * 2 * amplitude);
  }
  return out;
}

/**
 * Pink noise (power falling 3 dB per octave, like a room's rumble, fans and traffic) at a given
 * RMS level, from a seeded generator: white noise through Paul Kellet's economy filter.
 */
export function pinkNoise(
  seconds: number,
  levelDbfs: number,
  seed = 1,
  sampleRate = PCM_SAMPLE_RATE,
): Int16Array {
  const white = noise(seconds, -10, seed, sampleRate);
  const pink = new Float64Array(white.length);
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  let sumSquares = 0;
  for (let i = 0; i < white.length; i++) {
    const w = white[i]! / 32768;
    b0 = 0.99765 * b0 + w * 0.099046;
    b1 = 0.963 * b1 + w * 0.2965164;
    b2 = 0.57 * b2 + w * 1.0526913;
    pink[i] = b0 + b1 + b2 + w * 0.1848;
    sumSquares += pink[i]! * pink[i]!;
  }
  const rms = Math.sqrt(sumSquares / Math.max(1, pink.length));
  const gain = rms > 0 ? (32767 * 10 ** (levelDbfs / 20)) / rms : 0;
  const out = new Int16Array(pink.length);
  for (let i = 0; i < pink.length; i++) {
    out[i] = Math.max(-32768, Math.min(32767, Math.round(pink[i]! * gain)));
  }
  return out;
}

/** Options of {@link beeps}. */
export interface BeepOptions {
  seconds: number;
  /** Time from one beep's start to the next (default 1 s). */
  everySeconds?: number;
  /** Length of each beep (default 150 ms: longer than the shortest sound taken for speech). */
  beepSeconds?: number;
  /** Tone of the beeps (default 1 kHz). */
  hz?: number;
  /** Peak level (default -20 dBFS). */
  peakDbfs?: number;
  /** When the first beep starts (default 0). */
  offsetSeconds?: number;
  sampleRate?: number;
}

/**
 * A microphone that beeps: short tone bursts at a steady interval, each with 5 ms ramps (the
 * fake capture device of a browser under test beeps about once a second).
 */
export function beeps(options: BeepOptions): Int16Array {
  const rate = options.sampleRate ?? PCM_SAMPLE_RATE;
  const out = new Int16Array(Math.round(rate * options.seconds));
  const every = Math.round(rate * (options.everySeconds ?? 1));
  const length = Math.round(rate * (options.beepSeconds ?? 0.15));
  const ramp = Math.round(rate * 0.005);
  const peak = 32767 * 10 ** ((options.peakDbfs ?? -20) / 20);
  const hz = options.hz ?? 1_000;
  for (
    let start = Math.round(rate * (options.offsetSeconds ?? 0));
    start < out.length;
    start += every
  ) {
    for (let i = 0; i < length && start + i < out.length; i++) {
      const envelope = Math.min(1, i / ramp, (length - i) / ramp);
      out[start + i] = Math.round(peak * envelope * Math.sin((2 * Math.PI * hz * i) / rate));
    }
  }
  return out;
}

/** Silence of a given length. */
export function silence(seconds: number, sampleRate = PCM_SAMPLE_RATE): Int16Array {
  return new Int16Array(Math.round(sampleRate * seconds));
}

/** Joins signals one after another. */
export function concat(...parts: Int16Array[]): Int16Array {
  const out = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Adds `b` onto `a` (as long as `a`), clipping to 16 bits. */
export function mix(a: Int16Array, b: Int16Array): Int16Array {
  const out = new Int16Array(a.length);
  for (let i = 0; i < a.length; i++) {
    const sum = a[i]! + (b[i % b.length] ?? 0);
    out[i] = sum > 32767 ? 32767 : sum < -32768 ? -32768 : sum;
  }
  return out;
}
