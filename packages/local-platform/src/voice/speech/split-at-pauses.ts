import { PCM_SAMPLE_RATE } from '@vibe/voice-sdk/protocol';
import { LEVEL_WINDOW_MS, LEVEL_WINDOW_SAMPLES, windowLevels } from './window-levels.ts';

/**
 * Longest piece (the model takes up to about 20 s). The final transcript of a long turn waits
 * for its last piece only (partials did the others), so short pieces keep that wait short;
 * longer ones give the model more context (measured on 26–44 s answers: 18.2 % of words wrong
 * with 10 s pieces, 17.7 % with 12 s, 16.7 % with 20 s).
 */
const MAX_PIECE_SECONDS = 10;
/** Shortest piece a cut may leave before it, so pieces keep some context. */
const MIN_PIECE_SECONDS = 4;
/** A pause is judged over this long a stretch, so a quiet consonant is not taken for one. */
const PAUSE_MS = 300;
/** Stretches this close to the quietest one are as good a place to cut; the latest is taken. */
const NEARLY_AS_QUIET_DB = 3;

/**
 * Cuts a long turn into pieces of at most {@link MAX_PIECE_SECONDS}, each cut in the quietest stretch
 * (energy over 300 ms) of the window where the piece may end: between sentences or words, where
 * nothing is lost. Among stretches about as quiet as the quietest, the latest is taken, so there
 * are few pieces. A turn that fits in one piece is returned whole. Pieces are views of `pcm`,
 * each starting on a boundary of the windows of `windowLevels(pcm)` (`levels`, passed when
 * already measured).
 *
 * A cut depends only on the audio up to the longest piece after the previous cut, so the leading
 * pieces of a turn still being spoken are the same as those of the finished turn.
 *
 * @example
 * splitAtPauses(fortyFiveSecondTurn).map((piece) => piece.length / 16_000); // [9.4, 8.9, 9.8, 8.7, 8.4]
 */
export function splitAtPauses(pcm: Int16Array, levels?: Float64Array): Int16Array[] {
  const rate = PCM_SAMPLE_RATE;
  const window = LEVEL_WINDOW_SAMPLES;
  const maxWindows = Math.max(1, Math.floor((MAX_PIECE_SECONDS * rate) / window));
  const minWindows = Math.min(maxWindows - 1, Math.floor((MIN_PIECE_SECONDS * rate) / window));
  if (pcm.length <= maxWindows * window) return [pcm];

  const turnLevels = levels ?? windowLevels(pcm);
  const pauseWindows = Math.max(1, Math.round(PAUSE_MS / LEVEL_WINDOW_MS));
  const pieces: Int16Array[] = [];
  let start = 0; // in windows
  while (pcm.length - start * window > maxWindows * window) {
    const cut = quietestCut(
      turnLevels,
      start + Math.max(1, minWindows),
      start + maxWindows,
      pauseWindows,
    );
    pieces.push(pcm.subarray(start * window, cut * window));
    start = cut;
  }
  pieces.push(pcm.subarray(start * window));
  return pieces;
}

/**
 * The window to cut at, in `[from, to)`: the middle of the quietest `pauseWindows`-long stretch
 * (mean level in dB) there, or of the latest one nearly as quiet.
 */
function quietestCut(levels: Float64Array, from: number, to: number, pauseWindows: number): number {
  const half = Math.floor(pauseWindows / 2);
  const means: { at: number; mean: number }[] = [];
  let quietest = Infinity;
  for (let centre = from; centre < to; centre++) {
    const first = Math.max(0, centre - half);
    const last = Math.min(levels.length, first + pauseWindows);
    let sum = 0;
    for (let i = first; i < last; i++) sum += levels[i]!;
    const mean = sum / Math.max(1, last - first);
    means.push({ at: centre, mean });
    quietest = Math.min(quietest, mean);
  }
  for (let i = means.length - 1; i >= 0; i--) {
    if (means[i]!.mean <= quietest + NEARLY_AS_QUIET_DB) return means[i]!.at;
  }
  return to - 1;
}
