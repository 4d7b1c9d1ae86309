import { PCM_SAMPLE_RATE } from '@vibe/voice-sdk/protocol';

/**
 * Deterministic test signals for driving call sessions without a microphone: a voiced,
 * syllable-like sound, a steady noise floor, and silence. Used by the tests and the benchmark.
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
