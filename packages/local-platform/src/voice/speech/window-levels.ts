import { PCM_SAMPLE_RATE } from '@vibe/voice-sdk/protocol';
import { levelDbfs } from '../pcm.ts';

/** The window the speech code measures levels over. */
export const LEVEL_WINDOW_MS = 20;
export const LEVEL_WINDOW_SAMPLES = (PCM_SAMPLE_RATE * LEVEL_WINDOW_MS) / 1000;

/**
 * The level (RMS, in dBFS) of each {@link LEVEL_WINDOW_MS} window of `pcm`, a partial last window
 * counting as one. A stretch of `pcm` that starts on a window boundary has the levels of the
 * same windows: a subarray of these.
 *
 * @example
 * windowLevels(silence(1)).length; // 50
 */
export function windowLevels(pcm: Int16Array): Float64Array {
  const window = LEVEL_WINDOW_SAMPLES;
  const levels = new Float64Array(Math.ceil(pcm.length / window));
  for (let i = 0; i < levels.length; i++) {
    levels[i] = levelDbfs(pcm, i * window, Math.min(pcm.length, (i + 1) * window));
  }
  return levels;
}
