// The recogniser's plumbing with a stand-in model that says which pieces it was given
// (testing/counting-recognizer-worker.mjs): what the partials of a turn transcribed, the final
// does not transcribe again. The real model runs in create-local-recognizer.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { concat, pinkNoise, silence, speechLike } from '../../testing/synthetic-audio.ts';
import { createLocalRecognizer, type LocalRecognizer } from './create-local-recognizer.ts';

const workerUrl = new URL('../../testing/counting-recognizer-worker.mjs', import.meta.url);

/** Sound with a pause every 3 s, as sentences have, over a quiet room; no two stretches alike. */
function answer(seconds: number): Int16Array {
  const parts: Int16Array[] = [];
  for (let i = 0; i * 3 < seconds; i++) {
    parts.push(
      speechLike({ seconds: 2.4, peakDbfs: -12, fundamentalHz: 150 + 7 * i }),
      pinkNoise(0.6, -60, i + 1),
    );
  }
  return concat(...parts).subarray(0, seconds * 16_000);
}

/** The pieces numbers the stand-in gave, in the text it answered. */
const pieceNumbers = (text: string | null) =>
  [...(text ?? '').matchAll(/piece (\d+)/g)].map((match) => Number(match[1]));

let recognizer: LocalRecognizer;
afterEach(() => recognizer.close());

describe('remembering the pieces of a turn', () => {
  it('transcribes only the last piece of a long final whose earlier pieces partials did', async () => {
    recognizer = createLocalRecognizer({ threads: 1, workerUrl });
    const turn = answer(30);
    // The turn so far, as a call asks for it while the visitor speaks.
    const at20 = pieceNumbers(
      await recognizer.transcribe(turn.subarray(0, 20 * 16_000), { purpose: 'partial' }),
    );
    expect(at20.length).toBeGreaterThanOrEqual(2);
    const at26 = pieceNumbers(
      await recognizer.transcribe(turn.subarray(0, 26 * 16_000), { purpose: 'partial' }),
    );
    // The pieces before the last of the turn so far come from memory; the rest are new.
    expect(at26.slice(0, at20.length - 1)).toEqual(at20.slice(0, -1));
    expect(Math.min(...at26.slice(at20.length - 1))).toBeGreaterThan(Math.max(...at20));
    const final = pieceNumbers(await recognizer.transcribe(turn, { purpose: 'final' }));
    expect(final.slice(0, at26.length - 1)).toEqual(at26.slice(0, -1));
    expect(Math.min(...final.slice(at26.length - 1))).toBeGreaterThan(Math.max(...at26));
    expect(final.length - (at26.length - 1)).toBeLessThanOrEqual(2);
  });

  it('answers audio it has just transcribed from memory, whatever the purpose', async () => {
    recognizer = createLocalRecognizer({ threads: 1, workerUrl });
    const short = concat(speechLike({ seconds: 2, peakDbfs: -12 }), silence(0.5));
    const first = await recognizer.transcribe(short, { purpose: 'backlog' });
    await expect(recognizer.transcribe(short, { purpose: 'final' })).resolves.toBe(first);
    expect(pieceNumbers(first)).toEqual([1]);
  });
});
