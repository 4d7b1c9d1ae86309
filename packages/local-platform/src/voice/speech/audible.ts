import { PCM_SAMPLE_RATE } from '@vibe/voice-sdk/protocol';
import { levelDbfs } from '../pcm.ts';

const WINDOW_MS = 20;
const WINDOW_SAMPLES = (PCM_SAMPLE_RATE * WINDOW_MS) / 1000;
/** Windows louder than this may hold speech (the loudest the turn detector takes a room to be). */
const THRESHOLD_DBFS = -50;
/** How much audio must be that loud: longer than a click. */
const MIN_AUDIBLE_MS = 100;

/**
 * Whether a stretch of audio is loud enough, for long enough, to hold words. The model is not
 * asked about silence or a quiet room: it would only make words up.
 *
 * @example
 * isAudible(silence(3)); // false
 */
export function isAudible(pcm: Int16Array): boolean {
  const needed = Math.ceil(MIN_AUDIBLE_MS / WINDOW_MS);
  let loud = 0;
  for (let start = 0; start < pcm.length; start += WINDOW_SAMPLES) {
    if (levelDbfs(pcm, start, Math.min(pcm.length, start + WINDOW_SAMPLES)) > THRESHOLD_DBFS) {
      loud += 1;
      if (loud >= needed) return true;
    }
  }
  return false;
}
