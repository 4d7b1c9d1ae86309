import type { CallEndedReason } from '@vibe/voice-sdk/protocol';
import {
  interviewScriptOf,
  nextScriptedReply,
  type InterviewScript,
  type ScriptedReply,
} from '../assistant-script/interview-script.ts';
import { endCallPhrasesOf, endedReasonAfterLine, ENDED_REASONS } from './call-ending.ts';
import type { SessionAssistant } from './types.ts';

/** What a line is: a line of the script, or one a client asked for with `say`. */
export type LineKind = ScriptedReply['kind'] | 'say';

/** A line for the assistant to say, and how. */
export interface Line {
  text: string;
  kind: LineKind;
  /** Whether the visitor may cut in. */
  interruptible: boolean;
  /** Ends the call with this reason once fully spoken. */
  endedReason?: CallEndedReason;
  /** Index of the question, for `kind: 'question'`. */
  questionIndex?: number;
}

/**
 * Where one call stands in its assistant's script, and the lines that come of it: the next
 * line of the script, the first message on request, and the lines a client asks for. A line
 * counts as said once its audio starts playing.
 */
export class CallScript {
  readonly #script: InterviewScript;
  readonly #progress = { firstMessageSaid: false, questionsAsked: 0 };
  readonly #firstMessageInterruptible: boolean;
  readonly #endCallPhrases: string[];

  constructor(assistant: SessionAssistant) {
    this.#script = interviewScriptOf(assistant);
    this.#firstMessageInterruptible = assistant.firstMessageInterruptionsEnabled === true;
    this.#endCallPhrases = endCallPhrasesOf(assistant);
  }

  /** Whether the assistant waits for the visitor before saying anything. */
  get waitsForUser(): boolean {
    return this.#script.waitsForUser;
  }

  /** The assistant's system prompt (the first entry of the OpenAI-formatted history). */
  get systemPrompt(): string {
    return this.#script.systemPrompt;
  }

  /** Whether the script asks any question. */
  get hasQuestions(): boolean {
    return this.#script.questions.length > 0;
  }

  /** The script's next line: the first message, the next question, or the closing line. */
  nextLine(): Line {
    return this.#lineOf(nextScriptedReply(this.#script, this.#progress));
  }

  /** The first message, to say now; `null` when there is none or it has been said. */
  firstMessageLine(): Line | null {
    if (this.#progress.firstMessageSaid || !this.#script.firstMessage) return null;
    return this.#lineOf(
      nextScriptedReply(this.#script, { firstMessageSaid: false, questionsAsked: 0 }),
    );
  }

  /** A line a client asked for (`say`). */
  sayLine(text: string, interruptible: boolean, endCallAfterSpoken: boolean): Line {
    const ending = endCallAfterSpoken ? ENDED_REASONS.afterMessageSpoken : undefined;
    return this.#line(text, 'say', interruptible, ending);
  }

  /** Counts a line as said (its audio has started playing). */
  said(line: Pick<Line, 'kind' | 'questionIndex'>): void {
    if (line.kind === 'first-message') this.#progress.firstMessageSaid = true;
    if (line.questionIndex !== undefined) {
      this.#progress.questionsAsked = Math.max(
        this.#progress.questionsAsked,
        line.questionIndex + 1,
      );
    }
  }

  #lineOf(reply: ScriptedReply): Line {
    // Questions may be interrupted; the first message only when the assistant allows it.
    const interruptible =
      reply.kind === 'question' ||
      (reply.kind === 'first-message' && this.#firstMessageInterruptible);
    const line = this.#line(
      reply.text,
      reply.kind,
      interruptible,
      reply.ends ? ENDED_REASONS.assistantEnded : undefined,
    );
    if (reply.questionIndex !== undefined) line.questionIndex = reply.questionIndex;
    return line;
  }

  #line(text: string, kind: LineKind, interruptible: boolean, ending?: CallEndedReason): Line {
    const line: Line = { text, kind, interruptible };
    const endedReason = endedReasonAfterLine(text, this.#endCallPhrases, ending);
    if (endedReason) line.endedReason = endedReason;
    return line;
  }
}
