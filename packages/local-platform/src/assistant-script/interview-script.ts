import type { AssistantScript } from '@vibe/voice-sdk/interview-assistant';

/** The subset of an assistant the scripted conversation reads. */
export interface ScriptedAssistant {
  firstMessage?: string;
  firstMessageMode?: string;
  model?: { messages?: { role: string; content: string }[] };
  endCallMessage?: string;
  metadata?: Record<string, unknown>;
}

/** What the scripted assistant says, in order. */
export interface InterviewScript {
  /** Spoken (or sent) first, unless the assistant waits for the user; may be empty. */
  firstMessage: string;
  /** Whether the assistant waits for the visitor before saying anything. */
  waitsForUser: boolean;
  /** Asked one by one, each after the visitor's previous answer. */
  questions: string[];
  /** Said after the last answer, before the assistant ends the call. */
  closing: string;
  /** The assistant's system prompt, if any (for the OpenAI-formatted history). */
  systemPrompt: string;
  /** Whether a very short answer gets one nudge (docs/product.md#reactions); on by default. */
  nudgeShortAnswers: boolean;
}

/** The closing line when the assistant configures none. */
export const DEFAULT_CLOSING =
  'Thank you so much for sharing all of that. We will be in touch soon. Goodbye!';

/** Caps that keep a hostile or broken assistant from producing unbounded speech. */
const MAX_QUESTIONS = 50;
const MAX_LINE_CHARS = 1_000;

const clean = (text: unknown): string =>
  typeof text === 'string' ? text.replace(/\s+/g, ' ').trim().slice(0, MAX_LINE_CHARS) : '';

/**
 * Questions from the system prompt when no script is given: every line (or bullet) of the
 * system message that ends with a question mark, in order.
 */
export function questionsFromPrompt(prompt: string): string[] {
  return prompt
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter((line) => line.endsWith('?'))
    .map(clean)
    .filter(Boolean);
}

/**
 * Reads the interview from an assistant: `metadata.script` ({@link AssistantScript}, which the
 * product's server writes) when present, else the question lines of its system message; the
 * closing line falls back to `endCallMessage`, then to a default goodbye. Any assistant may be
 * stored, so each field is checked, not trusted.
 */
export function interviewScriptOf(assistant: ScriptedAssistant): InterviewScript {
  const script = assistant.metadata?.['script'];
  const scripted =
    script && typeof script === 'object'
      ? (script as { [field in keyof AssistantScript]?: unknown })
      : {};
  const systemPrompt = clean(
    assistant.model?.messages?.find((message) => message.role === 'system')?.content,
  );
  const questions = Array.isArray(scripted.questions)
    ? scripted.questions.map(clean).filter(Boolean)
    : questionsFromPrompt(
        assistant.model?.messages?.find((message) => message.role === 'system')?.content ?? '',
      );
  return {
    firstMessage: clean(assistant.firstMessage),
    waitsForUser: assistant.firstMessageMode === 'assistant-waits-for-user',
    questions: questions.slice(0, MAX_QUESTIONS),
    closing: clean(scripted.closing) || clean(assistant.endCallMessage) || DEFAULT_CLOSING,
    systemPrompt,
    nudgeShortAnswers: scripted.nudgeShortAnswers !== false,
  };
}

/** The assistant's next line and whether the conversation ends after it. */
export interface ScriptedReply {
  text: string;
  kind: 'first-message' | 'question' | 'closing';
  /** Index of the question, for `kind: 'question'`. */
  questionIndex?: number;
  /** After this line the assistant ends the conversation. */
  ends: boolean;
}

/** Where a conversation stands in the script. */
export interface ScriptProgress {
  firstMessageSaid: boolean;
  /** Questions asked so far. */
  questionsAsked: number;
}

/**
 * The next line of the script: the first message if it has not been said, else the next
 * question, else the closing line. Pure, so the same logic drives voice calls and text chats.
 */
export function nextScriptedReply(
  script: InterviewScript,
  progress: ScriptProgress,
): ScriptedReply {
  if (!progress.firstMessageSaid && script.firstMessage) {
    return { text: script.firstMessage, kind: 'first-message', ends: false };
  }
  if (progress.questionsAsked < script.questions.length) {
    const questionIndex = progress.questionsAsked;
    return { text: script.questions[questionIndex]!, kind: 'question', questionIndex, ends: false };
  }
  return { text: script.closing, kind: 'closing', ends: true };
}

/**
 * For a text chat: the assistant's reply to the visitor's `userTurn`-th message (1-based).
 * As in a call, the first message and the first question come together; each later message is
 * answered with the next question, and the answer to the last question with the closing line.
 */
export function chatReply(script: InterviewScript, userTurn: number): ScriptedReply {
  const opening = [script.firstMessage, script.questions[0]].filter(Boolean);
  if (userTurn <= 1 && opening.length > 0) {
    return script.questions.length > 0
      ? { text: opening.join(' '), kind: 'question', questionIndex: 0, ends: false }
      : { text: script.firstMessage, kind: 'first-message', ends: false };
  }
  const asked = script.questions.length > 0 ? userTurn - 1 : script.questions.length;
  return nextScriptedReply(script, { firstMessageSaid: true, questionsAsked: asked });
}
