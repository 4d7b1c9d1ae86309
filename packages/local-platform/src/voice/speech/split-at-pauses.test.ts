import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concat, mix, noise, pinkNoise, silence } from '../../testing/synthetic-audio.ts';
import { createEspeakSynthesizer, type EspeakSynthesizer } from '../espeak-synthesizer.ts';
import { isAudible } from './audible.ts';
import { splitAtPauses } from './split-at-pauses.ts';
import { windowLevels } from './window-levels.ts';

const RATE = 16_000;
const SENTENCES = [
  'I build small web apps for my running club with TypeScript and React.',
  'Most days I use an assistant to write tests before I change old code.',
  'I started coding about ten years ago when I wanted to automate a spreadsheet.',
  'The hardest problem I solved recently was a slow query on our orders table.',
  'I would like to meet people who ship side projects every month.',
  'My editor is simple, and I keep a terminal open next to it all day.',
  'Feedback works best for me when someone reviews my pull request the same day.',
  'I could teach other members how to deploy a small server on a cheap machine.',
  'We moved our whole team to a new framework last spring and it went well.',
  'I mostly write Python for data work, and a little Go for command line tools.',
];

let synthesizer: EspeakSynthesizer;
/** A long answer in real speech: sentences with pauses between, and where the pauses are. */
let answer: { audio: Int16Array; pauses: { from: number; to: number }[] };

beforeAll(async () => {
  synthesizer = createEspeakSynthesizer();
  const parts: Int16Array[] = [];
  const pauses: { from: number; to: number }[] = [];
  let at = 0;
  for (const [i, sentence] of SENTENCES.entries()) {
    const speech = await synthesizer.synthesize(sentence, {
      voice: { provider: 'espeak', voiceId: 'en-us' },
      priority: 'urgent',
    });
    // Pauses of 0.5–0.9 s, as between a speaker's sentences.
    const pause = silence(0.5 + (i % 3) * 0.2);
    parts.push(speech, pause);
    at += speech.length;
    pauses.push({ from: at, to: at + pause.length });
    at += pause.length;
  }
  const speech = concat(...parts);
  // A quiet room under it, so the pauses are not digital silence.
  answer = { audio: mix(speech, pinkNoise(speech.length / RATE, -55)), pauses };
}, 60_000);

afterAll(() => synthesizer.close());

const seconds = (piece: Int16Array) => piece.length / RATE;
/** Whether two stretches hold the same samples (a deep `toEqual` is slow on this many). */
const sameSamples = (a: Int16Array, b: Int16Array) =>
  Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(
    Buffer.from(b.buffer, b.byteOffset, b.byteLength),
  );

describe('splitting a turn at its pauses', () => {
  it('leaves a turn that fits the model whole', () => {
    const short = answer.audio.subarray(0, 8 * RATE);
    const pieces = splitAtPauses(short);
    expect(pieces).toHaveLength(1);
    expect(pieces[0]).toBe(short);
  });

  it('cuts a long answer into pieces of at most 10 s, in its pauses, losing nothing', () => {
    expect(seconds(answer.audio)).toBeGreaterThan(45);
    const pieces = splitAtPauses(answer.audio);
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    for (const piece of pieces) expect(seconds(piece)).toBeLessThanOrEqual(10);
    expect(sameSamples(concat(...pieces), answer.audio)).toBe(true);
    let cut = 0;
    for (const piece of pieces.slice(0, -1)) {
      cut += piece.length;
      const inAPause = answer.pauses.some((pause) => cut > pause.from && cut < pause.to);
      expect(inAPause, `cut at ${(cut / RATE).toFixed(2)} s is in a pause`).toBe(true);
    }
  });

  it('cuts the turn still being spoken where it cuts the finished one', () => {
    const whole = splitAtPauses(answer.audio);
    const soFar = splitAtPauses(answer.audio.subarray(0, whole[0]!.length + 11 * RATE));
    expect(sameSamples(soFar[0]!, whole[0]!)).toBe(true);
  });

  it("cuts on window boundaries, so a piece's levels are a stretch of the turn's", () => {
    const levels = windowLevels(answer.audio);
    const pieces = splitAtPauses(answer.audio, levels);
    expect(pieces.map((piece) => piece.length)).toEqual(
      splitAtPauses(answer.audio).map((piece) => piece.length),
    );
    let first = 0;
    for (const piece of pieces) {
      const own = windowLevels(piece);
      expect(Array.from(own)).toEqual(Array.from(levels.subarray(first, first + own.length)));
      first += own.length;
    }
    expect(first).toBe(levels.length);
  });

  it('cuts speech without a pause at the longest piece', () => {
    const babble = pinkNoise(50, -20);
    const pieces = splitAtPauses(babble);
    expect(pieces.map(seconds).every((length) => length <= 10)).toBe(true);
    expect(sameSamples(concat(...pieces), babble)).toBe(true);
  });
});

describe('telling audio that may hold words', () => {
  it('hears speech, but not silence, a quiet room or a click', () => {
    expect(isAudible(answer.audio.subarray(0, 3 * RATE))).toBe(true);
    expect(isAudible(silence(3))).toBe(false);
    expect(isAudible(pinkNoise(3, -55))).toBe(false);
    const click = concat(silence(1), noise(0.04, -10), silence(1));
    expect(isAudible(click)).toBe(false);
  });
});
