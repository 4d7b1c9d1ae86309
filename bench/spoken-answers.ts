// The visitors' answers of the spoken-call bench: ten different sentences an interviewee might
// say, each 5-10 s of real speech (eSpeak NG, three voices taken in turn), synthesised once.
import { createEspeakSynthesizer } from '@vibe/local-platform/testing';

/** An answer: what is said and its audio (16 kHz mono s16). */
export interface SpokenAnswer {
  text: string;
  samples: Int16Array;
}

// No answer asks to hear the question again or to skip it: each is an answer.
const SENTENCES = [
  'I have been writing software for about twelve years, mostly web applications for small businesses and local charities.',
  'These days I use an AI assistant in my editor to write tests, explain old code and draft the boring parts of a feature.',
  'Right now I am building a booking system for a climbing gym, with a mobile app for members and a dashboard for staff.',
  'I started coding at university, where I studied physics and wrote simulations in Python before moving into data engineering.',
  'What I hope to get from the community is honest feedback on my side projects and a few people to pair with every week.',
  'The hardest problem I solved recently was a race condition in our payment service that only appeared under heavy load.',
  'I mostly work in TypeScript and Go, and I keep a notebook of prompts that help the assistant understand our code base.',
  'My favourite tools are a fast terminal, a good debugger and a test runner that watches my files while I work.',
  'Last year I taught a short course on building chat bots for teachers, and I would love to run something similar here.',
  'I find the assistant most useful when I break a task into small steps and review every change it suggests.',
];
const VOICES = ['en-us', 'en-gb-x-rp', 'en-us+m3'];

/** Synthesises the answers (a few seconds of eSpeak NG, in its worker thread). */
export async function synthesiseAnswers(): Promise<SpokenAnswer[]> {
  const voice = createEspeakSynthesizer();
  try {
    const answers: SpokenAnswer[] = [];
    for (const [index, text] of SENTENCES.entries()) {
      const voiceId = VOICES[index % VOICES.length]!;
      const samples = await voice.synthesize(text, { voice: { provider: 'espeak', voiceId } });
      answers.push({ text, samples });
    }
    return answers;
  } finally {
    await voice.close();
  }
}

/** Whether a visitor's final transcript holds words (not a note of a turn without them). */
export const holdsWords = (transcript: string) =>
  !transcript.startsWith('(') && /\p{L}/u.test(transcript);
