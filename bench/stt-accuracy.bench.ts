// Accuracy of the built-in speech recogniser (Moonshine tiny English, as local mode runs it) on
// the speech corpus (bench/fixtures/speech/: 36 clips, eight synthetic voices, three speeds):
// the word error rate over the whole corpus — words substituted, inserted or deleted over the
// words said, both lower-cased, without punctuation, small numbers spelled out — budget
// ≤ 10 %. Also per engine and per voice, and the clips it got most wrong. Exits 1 when the
// budget is missed.
import { createLocalRecognizer } from '@vibe/local-platform';
import { normalisedWords, wordErrors } from '@vibe/local-platform/testing';
import { exitWithCodeOf } from './exit-code.ts';
import { loadSpeechCorpus } from './speech-corpus.ts';

const BUDGET_PERCENT = 10;

interface Tally {
  errors: number;
  words: number;
}

const percent = ({ errors, words }: Tally) => (100 * errors) / Math.max(1, words);

async function main(): Promise<number> {
  const corpus = loadSpeechCorpus();
  const recognizer = createLocalRecognizer({ threads: 1 });
  const total: Tally = { errors: 0, words: 0 };
  const byGroup = new Map<string, Tally>();
  const wrong: { file: string; said: string; heard: string; errors: number }[] = [];
  const started = performance.now();
  try {
    for (const clip of corpus) {
      const heard = (await recognizer.transcribe(clip.audio, { purpose: 'final' })) ?? '';
      const said = normalisedWords(clip.text);
      const errors = wordErrors(said, normalisedWords(heard));
      for (const group of [clip.engine, `${clip.engine} ${clip.voice}`, 'all']) {
        const tally = byGroup.get(group) ?? { errors: 0, words: 0 };
        tally.errors += errors;
        tally.words += said.length;
        byGroup.set(group, tally);
      }
      total.errors += errors;
      total.words += said.length;
      if (errors > 0) wrong.push({ file: clip.file, said: clip.text, heard, errors });
    }
  } finally {
    await recognizer.close();
  }
  const seconds = corpus.reduce((sum, clip) => sum + clip.seconds, 0);
  console.log(
    `${corpus.length} clips, ${seconds.toFixed(0)} s of speech, ${total.words} words, transcribed in ${((performance.now() - started) / 1000).toFixed(1)} s (model load included)`,
  );
  for (const [group, tally] of [...byGroup].sort(([a], [b]) => a.localeCompare(b))) {
    if (group !== 'all') console.log(`  ${group.padEnd(22)} WER ${percent(tally).toFixed(1)} %`);
  }
  console.log('most wrong:');
  for (const clip of wrong.sort((a, b) => b.errors - a.errors).slice(0, 8)) {
    console.log(`  ${clip.file}: "${clip.said}" heard as "${clip.heard}"`);
  }
  const wer = percent(total);
  console.log(`word error rate: ${wer.toFixed(1)} % (budget ≤ ${BUDGET_PERCENT} %)`);
  if (wer > BUDGET_PERCENT) {
    console.error(`budget missed: word error rate ${wer.toFixed(1)} % > ${BUDGET_PERCENT} %`);
    return 1;
  }
  return 0;
}

await exitWithCodeOf(main);
