// How an interview definition becomes the voice platform's assistant, and back: the fields the
// platform reads (first message, system prompt, voice, time limits, closing line), the script
// the local platform's scripted assistant follows, and an analysis plan whose structured data
// holds one answer per question (`q1`…`qN`), so the end-of-call report returns them. The seeded
// interview and the script's shape come from the SDK, so neither mode loads the local platform.
// How the assistant reacts to requests, silence and short answers (docs/product.md#reactions)
// travels twice: as `metadata.script.nudgeShortAnswers` for the local platform's scripted
// assistant, and as rules in the system prompt for the hosted platform's model.
import { nudgesShortAnswers, type InterviewDefinition } from '@vibe/contracts/interview';
import type { Assistant, UpdateAssistant } from '@vibe/voice-sdk';
import {
  answerKey,
  interviewAssistant,
  interviewScript,
  type AssistantScript,
} from '@vibe/voice-sdk/interview-assistant';

/**
 * The reactions of docs/product.md#reactions as rules for a model, in the scripted assistant's
 * order and words, so the hosted assistant behaves as the local one. No line ends with a
 * question mark: the local platform reads such lines of a prompt as questions when a script
 * has none.
 */
function reactionRules(definition: InterviewDefinition): string[] {
  return [
    'React to what the visitor says, in this order:',
    '- If they ask to hear the question again ("Could you repeat that?", "say that again", "pardon", "what was the question", "Sorry?"), say "Sure — " and the same question again. That request is not an answer.',
    '- If they ask to skip it ("skip", "pass", "next question", "I\'d rather not say"), say "No problem, let\'s move on." and ask the next question. The skipped question stays unanswered: do not ask it again.',
    '- If you heard no words (silence, noise, a cough), say "Sorry, I didn\'t catch that — " and the question again, once per question; after that, move on.',
    nudgesShortAnswers(definition)
      ? '- If they answer an open question in fewer than 3 words, say "Could you tell me a bit more?", once per question; then move on.'
      : '- If an answer is short, take it as it is and move on: do not ask for more.',
  ];
}

/** The system prompt: the interviewer's manner and reactions, then the questions in order. */
export function interviewPrompt(definition: InterviewDefinition): string {
  return [
    'You are the friendly interviewer of Vibe Together, a community of people who code with AI assistance.',
    'Ask the questions below one at a time, in this order; listen to each answer and acknowledge it in a sentence before the next.',
    ...reactionRules(definition),
    'When every question is answered or skipped, say the closing line and end the call.',
    '',
    'Questions:',
    ...definition.questions.map((question, i) => `${i + 1}. ${question}`),
    '',
    `Closing line: ${definition.closingLine}`,
  ].join('\n');
}

/** The analysis plan: the summary, and one string per question as structured data. */
export function answersAnalysisPlan(questions: readonly string[]) {
  return {
    structuredDataPlan: {
      enabled: true,
      schema: {
        type: 'object',
        description:
          "The visitor's answer to each interview question, in their own words. Leave a question out when the visitor skipped it or gave no answer: a request to repeat or skip a question is not an answer.",
        properties: Object.fromEntries(
          questions.map((question, i) => [answerKey(i), { type: 'string', description: question }]),
        ),
      },
    },
  };
}

/**
 * The update that makes `current` (the platform's assistant as it is) run `definition`. The
 * model keeps its provider and settings, the metadata its other keys (the local platform finds
 * its seeded assistant by one of them); `metadata.script` is what the local platform's scripted
 * assistant asks.
 */
export function assistantUpdate(
  definition: InterviewDefinition,
  current: Pick<Assistant, 'model' | 'metadata'>,
): UpdateAssistant {
  const model = current.model as Record<string, unknown> | undefined;
  // The local platform's scripted model (provider `local`) takes the prompt too (it asks
  // `metadata.script`, and keeps the prompt as the conversation's system message).
  const prompted = model
    ? { model: { ...model, messages: [{ role: 'system', content: interviewPrompt(definition) }] } }
    : {};
  return {
    firstMessage: definition.firstMessage,
    ...prompted,
    voice: definition.voice,
    silenceTimeoutSeconds: definition.silenceTimeoutSeconds,
    maxDurationSeconds: definition.maxDurationSeconds,
    endCallMessage: definition.closingLine,
    analysisPlan: answersAnalysisPlan(definition.questions),
    metadata: {
      ...(current.metadata ?? {}),
      script: {
        questions: definition.questions,
        closing: definition.closingLine,
        nudgeShortAnswers: nudgesShortAnswers(definition),
      } satisfies AssistantScript,
    },
  } as unknown as UpdateAssistant;
}

/** Version 1: the interview the local platform seeds (its first message, questions and voice). */
export function seededDefinition(): InterviewDefinition {
  const seed = interviewAssistant() as {
    firstMessage: string;
    voice: { provider: string; voiceId: string };
    silenceTimeoutSeconds: number;
    maxDurationSeconds: number;
  };
  return {
    firstMessage: seed.firstMessage,
    questions: [...interviewScript.questions],
    closingLine: interviewScript.closing,
    voice: { provider: seed.voice.provider, voiceId: seed.voice.voiceId },
    silenceTimeoutSeconds: seed.silenceTimeoutSeconds,
    maxDurationSeconds: seed.maxDurationSeconds,
    nudgeShortAnswers: interviewScript.nudgeShortAnswers,
  };
}
