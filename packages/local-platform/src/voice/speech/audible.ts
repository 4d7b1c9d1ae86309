import { PCM_SAMPLE_RATE } from '@vibe/voice-sdk/protocol';
import { levelDbfs } from '../pcm.ts';

/** Options of {@link isAudible}. */
export interface AudibleOptions {
  /**
   * Windows (20 ms) louder than this may hold speech (default -50 dBFS, the loudest the turn
   * detector takes a quiet room to be).
   */
  thresholdDbfs?: number;
  /** How much audio must be that loud (default 100 ms, longer than a click). */
  minAudibleMs?: number;
  sampleRate?: number;
}

const WINDOW_MS = 20;

/**
 * Whether a stretch of audio is loud enough, for long enough, to hold words. The model is not
 * asked about silence or a quiet room: it would only make words up.
 *
 * @example
 * isAudible(silence(3)); // false
 */
export function isAudible(pcm: Int16Array, options: AudibleOptions = {}): boolean {
  const rate = options.sampleRate ?? PCM_SAMPLE_RATE;
  const window = Math.round((rate * WINDOW_MS) / 1000);
  const threshold = options.thresholdDbfs ?? -50;
  const needed = Math.max(1, Math.ceil((options.minAudibleMs ?? 100) / WINDOW_MS));
  let loud = 0;
  for (let start = 0; start < pcm.length; start += window) {
    if (levelDbfs(pcm, start, Math.min(pcm.length, start + window)) > threshold) {
      loud += 1;
      if (loud >= needed) return true;
    }
  }
  return false;
}
