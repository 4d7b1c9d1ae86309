// Every question the interview has asked, by identity (question-ids.ts): what the Answers screen
// lists (the live questions in order, then earlier ones no longer asked) and what the export's
// columns are (every question once, under its latest wording).
import type { AnswersQuestion } from '@vibe/contracts/interview';

/** A version as the catalogue reads it. */
export interface CatalogueVersion {
  number: number;
  live: boolean;
  draft: boolean;
  definition: { questions: readonly string[] };
  questionIds: readonly string[];
}

/** A question once, under the wording of the newest version that asked it. */
export interface CatalogueQuestion {
  id: string;
  text: string;
}

/**
 * Every question ever asked (drafts' questions only once they went live), each once: the live
 * version's in its order, then the rest, newest asked first.
 */
export function questionCatalogue(versions: readonly CatalogueVersion[]): {
  live: CatalogueQuestion[];
  earlier: CatalogueQuestion[];
} {
  const asked = versions
    .filter((version) => !version.draft || version.live)
    .sort((a, b) => b.number - a.number);
  const live = asked.find((version) => version.live) ?? asked[0];
  const latestWording = new Map<string, string>();
  for (const version of asked) {
    version.questionIds.forEach((id, at) => {
      const text = version.definition.questions[at];
      if (text !== undefined && !latestWording.has(id)) latestWording.set(id, text);
    });
  }
  const liveIds = new Set(live?.questionIds ?? []);
  const questionOf = (id: string) => ({ id, text: latestWording.get(id) ?? '' });
  return {
    live: (live?.questionIds ?? []).map(questionOf),
    earlier: [...latestWording.keys()].filter((id) => !liveIds.has(id)).map(questionOf),
  };
}

/** The Answers screen's list: the live questions with counts, then earlier ones with answers. */
export function answersQuestions(
  versions: readonly CatalogueVersion[],
  counts: ReadonlyMap<string, number>,
): { live: AnswersQuestion[]; earlier: AnswersQuestion[] } {
  const { live, earlier } = questionCatalogue(versions);
  const counted = (question: CatalogueQuestion) => ({
    ...question,
    answers: counts.get(question.id) ?? 0,
  });
  return {
    live: live.map(counted),
    earlier: earlier
      .map(counted)
      .filter((question) => question.answers > 0)
      .sort((a, b) => b.answers - a.answers),
  };
}
