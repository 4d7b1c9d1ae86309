// The interview the call-session benches' assistant runs: the community's questions, repeated
// so that no call ends while a bench still measures it.
import type { SessionAssistant } from '@vibe/local-platform';

const QUESTIONS = [
  'What kind of things do you build with AI coding assistants these days?',
  'How long have you been coding, and how did you get started?',
  'What would you most like to get out of a community like this one?',
  'Which tools or editors do you rely on every day?',
  'What is the hardest problem you have solved recently?',
  'How do you like to get feedback on your work?',
  'What would make the weekly chats worth your time?',
  'Is there anything you would like to teach other members?',
];

/** The bench's interviewer: the questions `repeats` times over (repeats are synthesized once). */
export function benchInterviewer(
  id: string,
  repeats: number,
  options: Pick<SessionAssistant, 'silenceTimeoutSeconds'> = {},
): SessionAssistant {
  return {
    id,
    name: 'Community interviewer',
    firstMessage: "Hi! Thanks for joining Vibe Together. I'd love to hear a little about you.",
    ...options,
    metadata: {
      script: {
        questions: Array.from({ length: repeats }, () => QUESTIONS).flat(),
        closing: 'Thank you, that was great. Goodbye!',
      },
    },
  };
}
