// The built-in recogniser with the real model (Moonshine tiny, loaded once for this file, on one
// thread as on a two-core machine) on real speech from eSpeak NG. The model is small and eSpeak
// is a robotic voice, so a few words come out wrong: each clip is held to a bound, and the
// clips together to a tighter one. eSpeak's voice variants (`+m3`, `+f2`) vary a little from run
// to run, and so do a few of the words heard: the bounds leave room for that.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concat, mix, noise, pinkNoise, silence } from '../../testing/synthetic-audio.ts';
import { normalisedWords, wordErrorRate } from '../../testing/word-error-rate.ts';
import { createEspeakSynthesizer, type EspeakSynthesizer } from '../espeak-synthesizer.ts';
import { createLocalRecognizer, type LocalRecognizer } from './create-local-recognizer.ts';
import { splitAtPauses } from './split-at-pauses.ts';

const SENTENCES = [
  'I build small web apps for my running club.',
  'Most days I write tests before I change old code.',
  'I would like to meet people who ship side projects.',
  'The weekly chats would be worth my time.',
  'I started coding about ten years ago.',
  'Right now I am building a voice assistant for a dental clinic.',
];
const VOICES = ['en-us', 'en-us+m3', 'en-us+f2'];

let synthesizer: EspeakSynthesizer;
let recognizer: LocalRecognizer;

const speak = (text: string, voiceId = 'en-us') =>
  synthesizer.synthesize(text, { voice: { provider: 'espeak', voiceId }, priority: 'urgent' });

beforeAll(() => {
  synthesizer = createEspeakSynthesizer();
  recognizer = createLocalRecognizer({ threads: 1 });
});

afterAll(async () => {
  await recognizer.close();
  await synthesizer.close();
});

describe('the built-in speech recognizer', () => {
  it('starts no thread and loads no model before the first transcription', async () => {
    await speak('Nothing is transcribed yet.');
    expect(recognizer.startedThreads()).toBe(0);
  });

  it('writes down what is said, in several voices', async () => {
    const rates: number[] = [];
    for (const voice of VOICES) {
      for (const sentence of SENTENCES) {
        const heard = await recognizer.transcribe(await speak(sentence, voice));
        const rate = wordErrorRate(sentence, heard);
        expect(rate, `${voice}: "${sentence}" heard as "${heard}"`).toBeLessThanOrEqual(0.5);
        rates.push(rate);
      }
    }
    const mean = rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
    expect(mean).toBeLessThanOrEqual(0.15);
    expect(recognizer.startedThreads()).toBe(1);
  }, 120_000);

  it('transcribes answers finished at once in one batch, as well as one by one', async () => {
    // Four visitors finish speaking while the thread is busy with a fifth; their answers, of
    // about one length, wait together and are transcribed in one batch.
    const answers = await Promise.all(SENTENCES.slice(0, 5).map((sentence) => speak(sentence)));
    const alone: (string | null)[] = [];
    for (const answer of answers) alone.push(await recognizer.transcribe(answer));
    const together = await Promise.all(answers.map((answer) => recognizer.transcribe(answer)));
    together.forEach((heard, i) => {
      const sentence = SENTENCES[i]!;
      expect(
        wordErrorRate(sentence, heard),
        `"${sentence}" heard as "${heard}"`,
      ).toBeLessThanOrEqual(wordErrorRate(sentence, alone[i]!) + 0.2);
    });
  }, 60_000);

  it('hears an answer with seconds of quiet room around it as one with half a second', async () => {
    const sentence = SENTENCES[1]!;
    const words = await speak(sentence);
    const room = (seconds: number) => pinkNoise(seconds, -65);
    const long = await recognizer.transcribe(concat(room(4), words, room(3)));
    const short = await recognizer.transcribe(concat(room(0.5), words, room(0.5)));
    expect(long).toBe(short);
  });

  it('hears nothing in silence or a quiet room', async () => {
    await expect(recognizer.transcribe(silence(3))).resolves.toBeNull();
    await expect(recognizer.transcribe(pinkNoise(3, -55))).resolves.toBeNull();
    await expect(recognizer.transcribe(new Int16Array(0))).resolves.toBeNull();
  });

  it('transcribes a 45 s answer whole, cut at its pauses', async () => {
    const sentences = [...SENTENCES, ...SENTENCES];
    const parts: Int16Array[] = [];
    for (const [i, sentence] of sentences.entries()) {
      parts.push(await speak(sentence, VOICES[i % VOICES.length]), silence(1.2));
    }
    const speech = concat(...parts);
    const answer = mix(speech, pinkNoise(speech.length / 16_000, -55));
    expect(answer.length / 16_000).toBeGreaterThan(40);
    expect(splitAtPauses(answer).length).toBeGreaterThanOrEqual(2);
    const heard = await recognizer.transcribe(answer);
    expect(wordErrorRate(sentences.join(' '), heard), `heard "${heard}"`).toBeLessThanOrEqual(0.2);
    // First and last words are there: no piece was lost.
    const words = normalisedWords(heard ?? '');
    expect(words[0], `heard "${heard}"`).toBe('i');
    expect(words.at(-1), `heard "${heard}"`).toBe('clinic');
  }, 120_000);

  it('serves a final before backlog asked for earlier, and drops a partial while busy', async () => {
    // Turns not heard before (a piece already transcribed would be answered from memory).
    const backlog = await Promise.all(
      [
        'The first turn of the backlog is about running.',
        'The second turn of the backlog is about cooking.',
        'The third turn of the backlog is about painting.',
        'The fourth turn of the backlog is about sailing.',
      ].map((text) => speak(text, 'en-us+m3')),
    );
    const finalAudio = await speak('Please put this answer first.', 'en-us+m3');
    const partialAudio = await speak('Please put this answer', 'en-us+m3');
    const done: string[] = [];
    const backlogDone = backlog.map((audio, i) =>
      recognizer.transcribe(audio, { purpose: 'backlog' }).then((text) => {
        done.push(`backlog ${i}`);
        return text;
      }),
    );
    const final = recognizer.transcribe(finalAudio, { purpose: 'final' }).then((text) => {
      done.push('final');
      return text;
    });
    // The thread is busy with the first backlog turn, and three more wait.
    await expect(recognizer.transcribe(partialAudio, { purpose: 'partial' })).resolves.toBeNull();
    expect(wordErrorRate('Please put this answer first.', await final)).toBeLessThanOrEqual(0.4);
    const texts = await Promise.all(backlogDone);
    expect(done.indexOf('final')).toBeLessThanOrEqual(1);
    expect(texts.every((text) => text && text.length > 10)).toBe(true);
  }, 60_000);

  it('gives up a running partial when a final needs the thread', async () => {
    const parts: Int16Array[] = [];
    for (const sentence of SENTENCES.slice(0, 4)) {
      parts.push(await speak(sentence, 'en-gb-x-rp'), silence(0.5));
    }
    const longPartial = recognizer.transcribe(concat(...parts), { purpose: 'partial' });
    // Let the worker get going on it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const last = 'I learned the basics from free online courses.';
    const final = recognizer.transcribe(await speak(last), { purpose: 'final' });
    await expect(longPartial).resolves.toBeNull();
    expect(wordErrorRate(last, await final)).toBeLessThanOrEqual(0.2);
  }, 60_000);

  it('completes every request, many more than it has threads', async () => {
    const voices = ['en-us', 'en-us+f2', 'en-us+m3', 'en-gb-x-rp'];
    const audio = await Promise.all(
      voices.flatMap((voice) => SENTENCES.slice(0, 3).map((sentence) => speak(sentence, voice))),
    );
    const purposes = ['final', 'backlog'] as const;
    const texts = await Promise.all(
      audio.map((pcm, i) => recognizer.transcribe(pcm, { purpose: purposes[i % 2] })),
    );
    expect(texts).toHaveLength(12);
    for (const text of texts) expect(text).toMatch(/\w+ \w+ \w+/);
  }, 120_000);

  it('runs a partial when idle, and a thread that fails to start fails only its requests', async () => {
    await expect(
      recognizer.transcribe(await speak('I build small web apps.'), { purpose: 'partial' }),
    ).resolves.toMatch(/web apps/i);
    const broken = createLocalRecognizer({
      threads: 1,
      workerUrl: new URL('data:text/javascript,throw new Error("no model here")'),
    });
    await expect(broken.transcribe(noise(1, -20))).rejects.toThrow('no model here');
    await broken.close();
  });
});
