import type { SpeechSynthesizer, VoiceSelection } from '../voice/speech-synthesizer.ts';
import { concat, silence } from './synthetic-audio.ts';

/** One phrase of {@link SpokenAudio}: its text and where it is, in samples. */
export interface SpokenPhrase {
  text: string;
  startSample: number;
  endSample: number;
}

/** Real speech for a test: the audio, and what is said where in it. */
export interface SpokenAudio {
  audio: Int16Array;
  phrases: SpokenPhrase[];
}

/**
 * Speaks a script with a real synthesizer (eSpeak NG in the tests; by default in a voice unlike
 * the assistant's): each string is a phrase, each number a pause of that many seconds. The result knows where each phrase is, so that a
 * test can say what a recogniser should hear in any stretch of it.
 *
 * @example
 * await speak(synthesizer, [0.5, 'I build tools and', 1.3, 'games for teachers.', 1.5]);
 */
export async function speak(
  synthesizer: SpeechSynthesizer,
  script: (string | number)[],
  voice: VoiceSelection = { provider: 'espeak', voiceId: 'en-gb-x-rp+f3' },
): Promise<SpokenAudio> {
  const parts: Int16Array[] = [];
  const phrases: SpokenPhrase[] = [];
  let at = 0;
  for (const part of script) {
    const audio =
      typeof part === 'number' ? silence(part) : await synthesizer.synthesize(part, { voice });
    if (typeof part === 'string') {
      phrases.push({ text: part, startSample: at, endSample: at + audio.length });
    }
    parts.push(audio);
    at += audio.length;
  }
  return { audio: concat(...parts), phrases };
}
