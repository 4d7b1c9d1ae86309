// How an interview definition becomes the voice platform's assistant, and back: the fields the
// platform reads (first message, system prompt, voice, time limits, closing line), the script
// the local platform's scripted assistant follows, and an analysis plan whose structured data
// holds one answer per question (`q1`…`qN`), so the end-of-call report returns them. The seeded
// interview and the script's shape come from the SDK, so neither mode loads the local platform.
import type { InterviewDefinition } from '@vibe/contracts/interview';
import type { Assistant, UpdateAssistant } from '@vibe/voice-sdk';
import {
  interviewAssistant,
  interviewScript,
  type AssistantScript,
} from '@vibe/voice-sdk/interview-assistant';

/** The structured-data key of the question at `index` (0-based): `q1`, `q2`… */
export const answerKey = (index: number) => `q${index + 1}`;

/** The system prompt: the interviewer's manner, then the questions in order, one per line. */
export function interviewPrompt(definition: InterviewDefinition): string {
  return [
    'You are the friendly interviewer of Vibe Together, a community of people who code with AI assistance.',
    'Ask the questions below one at a time, in this order; listen to each answer and acknowledge it in a sentence before the next.',
    'When every question is answered, say the closing line and end the call.',
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
        description: "The visitor's answer to each interview question, in their own words.",
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
  };
}
