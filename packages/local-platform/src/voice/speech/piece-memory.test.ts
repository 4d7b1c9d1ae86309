// The recogniser's plumbing with a stand-in model that says which pieces it was given
// (testing/counting-recognizer-worker.mjs): what the partials of a turn transcribed, the final
// does not transcribe again. The real model runs in create-local-recognizer.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { concat, pinkNoise, silence, speechLike } from '../../testing/synthetic-audio.ts';
import { createLocalRecognizer, type LocalRecognizer } from './create-local-recognizer.ts';

const workerUrl = new URL('../../testing/counting-recognizer-worker.mjs', import.meta.url);

/** Sound with a pause every 3 s, as sentences have, over a quiet room. */
function answer(seconds: number): Int16Array {
  const parts: Int16Array[] = [];
  for (let at = 0; at < seconds; at += 3) {
    parts.push(speechLike({ seconds: 2.4, peakDbfs: -12 }), pinkNoise(0.6, -60));
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
    const at20 = await recognizer.transcribe(turn.subarray(0, 20 * 16_000), { purpose: 'partial' });
    expect(pieceNumbers(at20)).toEqual([1, 2]);
    const at26 = await recognizer.transcribe(turn.subarray(0, 26 * 16_000), { purpose: 'partial' });
    expect(pieceNumbers(at26)).toEqual([1, 3, 4]); // the first piece from memory
    const final = await recognizer.transcribe(turn, { purpose: 'final' });
    expect(pieceNumbers(final)).toEqual([1, 3, 5]);
  });

  it('answers audio it has just transcribed from memory, whatever the purpose', async () => {
    recognizer = createLocalRecognizer({ threads: 1, workerUrl });
    const short = concat(speechLike({ seconds: 2, peakDbfs: -12 }), silence(0.5));
    const first = await recognizer.transcribe(short, { purpose: 'backlog' });
    await expect(recognizer.transcribe(short, { purpose: 'final' })).resolves.toBe(first);
    expect(pieceNumbers(first)).toEqual([1]);
  });
});
