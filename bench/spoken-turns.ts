// What the spoken-call bench makes of its visitors' turns: how long each answer's words took
// after its speech ended, how far they are from what was said, and which answers were dropped.
import { wordErrorRate } from '@vibe/local-platform/testing';
import type { SpokenTurn } from './spoken-call-clients.ts';
import { holdsWords } from './spoken-answers.ts';

/** The assistant's prompt after a short answer (docs/product.md#reactions). */
const NUDGE = 'Could you tell me a bit more?';

export interface TurnJudgement {
  count: number;
  /** End of speech → the first final transcript with words (any final, with `anyFinal`). */
  latencies: number[];
  wordErrorRates: number[];
  partials: number[];
  /** One line per answer that did not get exactly one final with words and the next question. */
  dropped: string[];
}

export function judgeTurns(
  turns: readonly SpokenTurn[],
  options: { anyFinal?: boolean } = {},
): TurnJudgement {
  const judged: TurnJudgement = {
    count: turns.length,
    latencies: [],
    wordErrorRates: [],
    partials: [],
    dropped: [],
  };
  for (const turn of turns) {
    const worded = turn.finals.filter((final) => holdsWords(final.text));
    const first = options.anyFinal ? turn.finals[0] : worded[0];
    judged.partials.push(turn.partials);
    if (first && turn.endedAt > 0) {
      judged.latencies.push(first.at - turn.endedAt);
      if (holdsWords(first.text)) {
        judged.wordErrorRates.push(wordErrorRate(turn.expected, first.text));
      }
    }
    const said = `call ${turn.call}, "${turn.expected.slice(0, 40)}…"`;
    const finals = JSON.stringify(turn.finals.map((final) => final.text));
    if (turn.endedAt === 0) judged.dropped.push(`${said}: still being said`);
    else if (turn.finals.length !== 1 || worded.length !== 1) {
      judged.dropped.push(
        `${said}: ${turn.finals.length} finals, ${worded.length} with words ${finals}`,
      );
    } else if (!turn.next) judged.dropped.push(`${said}: no question followed`);
    else if (turn.next.text === NUDGE || turn.next.text.endsWith(turn.question)) {
      judged.dropped.push(
        `${said}: the assistant asked again: "${turn.next.text}" after ${finals}`,
      );
    }
  }
  return judged;
}
