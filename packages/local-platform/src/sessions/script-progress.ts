import { visitorRequestOf } from '@vibe/voice-sdk/interview-assistant';
import type { CallEndedReason } from '@vibe/voice-sdk/protocol';
import {
  interviewScriptOf,
  nextScriptedReply,
  type InterviewScript,
  type ScriptedReply,
} from '../assistant-script/interview-script.ts';
import {
  REACTION_LINES,
  reactionTo,
  type QuestionReactions,
  type ReactionSettings,
} from '../assistant-script/reactions.ts';
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

/** How the call hears the visitor, which the reactions depend on. */
export interface CallScriptOptions {
  /** Whether the platform recognises speech ({@link ReactionSettings.hearsWords}). */
  hearsWords: boolean;
}

/**
 * Where one call stands in its assistant's script, and the lines that come of it: the next
 * line of the script (or a reaction to what the visitor said since the last question:
 * docs/product.md#reactions), the first message on request, and the lines a client asks for.
 * A line counts as said once its audio starts playing.
 */
export class CallScript {
  readonly #script: InterviewScript;
  readonly #progress = { firstMessageSaid: false, questionsAsked: 0 };
  readonly #firstMessageInterruptible: boolean;
  readonly #endCallPhrases: string[];
  readonly #settings: ReactionSettings;
  /** The visitor's turns since the current question (or the last reaction to it) started. */
  #heard: string[] = [];
  /** The prompts already said for each question (by index): each comes once. */
  readonly #reactions = new Map<number, QuestionReactions>();

  constructor(assistant: SessionAssistant, options: CallScriptOptions = { hearsWords: true }) {
    this.#script = interviewScriptOf(assistant);
    this.#firstMessageInterruptible = assistant.firstMessageInterruptionsEnabled === true;
    this.#endCallPhrases = endCallPhrasesOf(assistant);
    this.#settings = {
      nudgeShortAnswers: this.#script.nudgeShortAnswers,
      hearsWords: options.hearsWords,
    };
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

  /**
   * The visitor said or typed `text` (a recognised turn, or the note that stands for one).
   * Answers whether it may count as an answer: a request to hear the question again or to skip
   * it does not (docs/product.md#reactions).
   */
  heard(text: string): boolean {
    this.#heard.push(text);
    return visitorRequestOf(text) === null;
  }

  /**
   * The script's next line: the first message, the next question, or the closing line; once a
   * question was asked, first the reaction to what the visitor said since
   * (docs/product.md#reactions): the question again, the next line after a word that the
   * question is skipped, or a prompt for more.
   */
  nextLine(): Line {
    const reply = nextScriptedReply(this.#script, this.#progress);
    const current = this.#progress.questionsAsked - 1;
    const question = this.#script.questions[current];
    if (reply.kind === 'first-message' || question === undefined) return this.#lineOf(reply);
    const already = this.#reactionsTo(current);
    switch (reactionTo(this.#heard, question, already, this.#settings)) {
      case 'repeat':
        return this.#reactionLine(REACTION_LINES.repeatPrefix + question, current);
      case 'not-heard':
        already.notHeardPrompted = true;
        return this.#reactionLine(REACTION_LINES.notHeardPrefix + question, current);
      case 'nudge':
        already.nudged = true;
        return this.#reactionLine(REACTION_LINES.nudge, current);
      case 'skip':
        return this.#lineOf({ ...reply, text: REACTION_LINES.skipPrefix + reply.text });
      case 'next':
        return this.#lineOf(reply);
    }
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

  /**
   * Counts a line as said (its audio has started playing). A question, a reaction to one or the
   * closing line starts listening afresh: the turns heard before it are done with.
   */
  said(line: Pick<Line, 'kind' | 'questionIndex'>): void {
    if (line.kind === 'first-message') this.#progress.firstMessageSaid = true;
    if (line.questionIndex !== undefined) {
      this.#progress.questionsAsked = Math.max(
        this.#progress.questionsAsked,
        line.questionIndex + 1,
      );
    }
    if (line.questionIndex !== undefined || line.kind === 'closing') this.#heard = [];
  }

  #reactionsTo(questionIndex: number): QuestionReactions {
    let reactions = this.#reactions.get(questionIndex);
    if (!reactions) {
      reactions = { notHeardPrompted: false, nudged: false };
      this.#reactions.set(questionIndex, reactions);
    }
    return reactions;
  }

  /** A line about the question at `questionIndex` (asked again, or a prompt for more). */
  #reactionLine(text: string, questionIndex: number): Line {
    const line = this.#line(text, 'question', true);
    line.questionIndex = questionIndex;
    return line;
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
