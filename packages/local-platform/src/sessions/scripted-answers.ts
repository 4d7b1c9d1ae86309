import { answerKey } from '@vibe/voice-sdk/interview-assistant';
import type { Analysis } from '@vibe/voice-sdk/protocol';
import type { Line } from './script-progress.ts';

/** Where one visitor turn was filed: its question, and its place among that question's turns. */
export interface AnswerRef {
  question: number;
  position: number;
}

/**
 * What the visitor answered to each question of the script, exactly: the scripted assistant
 * knows which question it asked last, so every visitor turn (typed or spoken) after a question
 * started and before the next line of the script answers that question. Several turns for one
 * question are joined with a space, in order.
 *
 * The hosted platform fills `analysis.structuredData` by asking a model to read the transcript
 * against the assistant's structured-data schema; this platform reports the same shape
 * (`q1`…`qN`, one string per question, unanswered questions left out) without guessing.
 */
export class ScriptedAnswers {
  readonly #turns = new Map<number, string[]>();
  /** The question being answered; `null` before the first question and after the closing. */
  #current: number | null = null;

  /** A line of the script started playing: a question opens, the closing line ends answers. */
  lineStarted(line: Pick<Line, 'kind' | 'questionIndex'>): void {
    if (line.questionIndex !== undefined) this.#current = line.questionIndex;
    else if (line.kind === 'closing') this.#current = null;
    // The first message and lines a client asked for (`say`) change nothing.
  }

  /**
   * The visitor said or typed `text`. Answers where it was filed (for {@link revise}), or `null`
   * when it answers no question.
   */
  heard(text: string): AnswerRef | null {
    const answer = text.trim();
    if (this.#current === null || !answer) return null;
    const turns = this.#turns.get(this.#current);
    if (turns) turns.push(answer);
    else this.#turns.set(this.#current, [answer]);
    return { question: this.#current, position: (turns?.length ?? 1) - 1 };
  }

  /** Replaces a turn's text where it was filed: its words landed after the next question began. */
  revise(ref: AnswerRef | null, text: string): void {
    const answer = text.trim();
    const turns = ref && this.#turns.get(ref.question);
    if (turns && answer && ref.position < turns.length) turns[ref.position] = answer;
  }

  /** `{ q1: …, q3: … }`, in question order; empty when nothing was answered. */
  structuredData(): Record<string, string> {
    const data: Record<string, string> = {};
    for (const index of [...this.#turns.keys()].sort((a, b) => a - b)) {
      data[answerKey(index)] = this.#turns.get(index)!.join(' ');
    }
    return data;
  }

  /** The report's `analysis`: the structured data when any question was answered. */
  analysis(): Analysis {
    const structuredData = this.structuredData();
    return Object.keys(structuredData).length > 0 ? { structuredData } : {};
  }
}
