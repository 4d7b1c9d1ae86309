/**
 * `@vibe/voice-sdk/interview-assistant`: the community interview as the platform's API carries
 * it. Both sides of the API read it here: the local platform seeds this assistant at its first
 * start, and the product's server takes its questions and voice as the first interview version
 * in both modes (hosted and local), so the server never loads the emulator to learn them.
 *
 * `metadata.script` ({@link AssistantScript}) is how an assistant names its interview on the
 * wire: the server writes it with every interview version, the local platform's scripted model
 * asks it. See docs/product.md#interview and docs/product.md#local-platform.
 *
 * The phrases by which a visitor asks to hear a question again or to skip it, and the function
 * that finds them in a turn, live beside it (./interview-assistant-requests.ts, re-exported here):
 * the scripted assistant reacts to them and the server does not count them as answers
 * (docs/product.md#reactions).
 *
 * Constants and pure functions: importing it runs nothing. Not published with the package
 * (the interview is the product's, not the SDK's): workspace code imports it by this path.
 *
 * @example
 * import { interviewScript } from '@vibe/voice-sdk/interview-assistant';
 * const [firstQuestion] = interviewScript.questions; // what the seeded assistant asks first
 */

export {
  NON_SPEECH_NOTES,
  hasWords,
  visitorRequestOf,
  wordsOf,
  type VisitorRequest,
} from './interview-assistant-requests.ts';

/**
 * The key, in the call report's `analysis.structuredData`, of the answer to the question at
 * `index` (0-based): `q1`, `q2`… The local platform's scripted assistant files answers under
 * it, and a hosted assistant is asked for the same keys.
 */
export const answerKey = (index: number) => `q${index + 1}`;

/** `metadata.script` of an assistant: the questions a scripted assistant asks, and its goodbye. */
export interface AssistantScript {
  questions: string[];
  /** Said after the last answer; the assistant's `endCallMessage` when absent. */
  closing?: string;
  /**
   * Whether a very short answer to an open question gets one "Could you tell me a bit more?"
   * (docs/product.md#reactions); on unless `false`.
   */
  nudgeShortAnswers?: boolean;
}

/** Marks the seeded assistant (`metadata.seed`) so the platform finds it again on the next start. */
export const interviewSeedTag = 'vibe-together-interview';

/** The interview's questions and goodbye, read by the scripted assistant. */
export const interviewScript = {
  questions: [
    'To start, tell me about your coding background. How long have you been building software, and what do you mostly work on?',
    'How do you use AI when you code? Which tools do you reach for, and where do they help or get in the way?',
    'What are you building right now, or hoping to build next?',
    'And what do you hope to get from the community: weekly chats, honest feedback, peer motivation, or something else?',
  ],
  closing:
    "Thank you for sharing all of that! That's everything I wanted to ask. We'll be in touch soon with next steps. Goodbye!",
  nudgeShortAnswers: true,
} satisfies Required<AssistantScript>;

const systemPrompt = [
  'You are the friendly interviewer of Vibe Together, a community of people who code with AI assistance.',
  'Interview the visitor in a warm, brief way: ask the questions of your script one at a time,',
  'listen to each answer, acknowledge it in a sentence, then move on. Ask about their coding background,',
  'how they use AI when coding, what they are building, and what they hope to get from the community.',
  'When every question is answered, thank them, say goodbye and end the call.',
].join(' ');

/**
 * The community interview assistant the local platform seeds at start (a CreateAssistantDTO
 * body, with the local platform's own `local` providers). Its server URL is the product's
 * webhook route, so end-of-call reports reach the product.
 */
export function interviewAssistant(webhookUrl?: string): Record<string, unknown> {
  return {
    name: 'Vibe Together Interview',
    firstMessage:
      "Hi, and welcome to Vibe Together! I'm the community's interview assistant. I'd love to hear a little about you; it only takes a few minutes.",
    firstMessageMode: 'assistant-speaks-first',
    model: {
      provider: 'local',
      model: 'interview-script',
      messages: [{ role: 'system', content: systemPrompt }],
    },
    voice: { provider: 'local', voiceId: 'en-us' },
    transcriber: { provider: 'local', language: 'en' },
    silenceTimeoutSeconds: 30,
    maxDurationSeconds: 600,
    endCallMessage: interviewScript.closing,
    clientMessages: [
      'conversation-update',
      'hang',
      'model-output',
      'speech-update',
      'status-update',
      'transcript',
      'user-interrupted',
    ],
    serverMessages: ['end-of-call-report', 'status-update', 'conversation-update'],
    ...(webhookUrl ? { server: { url: webhookUrl, timeoutSeconds: 20 } } : {}),
    metadata: { seed: interviewSeedTag, script: interviewScript },
  };
}
