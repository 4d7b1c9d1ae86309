// Each interview's answers per question, as the dashboard reads them (stored with the call's
// report, see queries/interviews.ts): the person page, the export and the Answers screen (by
// question across versions, newest first, searchable).
import type { InterviewAnswerRecord } from '@vibe/contracts/interview';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  interviewAnswers,
  interviewQuestionCounts,
  interviewVersions,
} from '../schema/interview-versions.ts';
import { interviews } from '../schema/interviews.ts';

/** An answer with its question's identity across versions. */
export type IdentifiedAnswer = InterviewAnswerRecord & { questionId: string };

/** The answers of each interview in `interviewIds`, in question order. */
export async function selectAnswersOf(
  db: Database,
  interviewIds: readonly string[],
): Promise<Map<string, IdentifiedAnswer[]>> {
  const byInterview = new Map<string, IdentifiedAnswer[]>();
  if (interviewIds.length === 0) return byInterview;
  const rows = await db
    .select({
      interviewId: interviewAnswers.interviewId,
      questionIndex: interviewAnswers.questionIndex,
      questionId: interviewAnswers.questionId,
      question: interviewAnswers.question,
      answer: interviewAnswers.answer,
      startSeconds: interviewAnswers.startSeconds,
    })
    .from(interviewAnswers)
    .where(inArray(interviewAnswers.interviewId, [...interviewIds]))
    .orderBy(asc(interviewAnswers.interviewId), asc(interviewAnswers.questionIndex));
  for (const row of rows) {
    const list = byInterview.get(row.interviewId) ?? [];
    list.push({
      questionId: row.questionId,
      questionIndex: row.questionIndex,
      question: row.question,
      answer: row.answer,
      startSeconds: row.startSeconds,
    });
    byInterview.set(row.interviewId, list);
  }
  return byInterview;
}

/** Where a page of answers ends: the last row's `created_at` (PostgreSQL's text) and id. */
export interface AnswersCursor {
  at: string;
  id: string;
}

/**
 * The words of a search as a query of whole words (joined by `&`): letters and digits only, so
 * nothing an organiser types is read as query syntax. Whole words rather than prefixes: the
 * planner estimates those well, and so picks the fast plan for common and rare words alike.
 * Null when no word is left.
 */
export function searchQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.join(' & ') : null;
}

/** The newest answers a search reads first (see {@link selectAnswersPage}). */
const SEARCH_RECENT_ROWS = 2000;

/** What a page of answers asks for. */
export interface AnswersPageQuery {
  questionId: string;
  q: string | null;
  cursor: AnswersCursor | null;
  limit: number;
}

/**
 * One page of answers to question `questionId`, from every version, newest first. A search
 * runs in two steps so that neither depends on the planner's guess of how common its words are:
 * first among the newest {@link SEARCH_RECENT_ROWS} answers (read backwards from the question's
 * index: a common word fills the page there), and only when that leaves the page short, over
 * the full-text index (a rare word has few answers to sort).
 */
export async function selectAnswersPage(db: Database, input: AnswersPageQuery) {
  const query = input.q ? searchQuery(input.q) : null;
  if (!query) return pageOf(db, input, null, null);
  const recent = await pageOf(db, input, query, SEARCH_RECENT_ROWS);
  return recent.length >= input.limit ? recent : pageOf(db, input, query, null);
}

/**
 * A page of answers: all of them (`query` null), or those matching `query` among the newest
 * `scanRows`, or (`scanRows` null) among every answer through the full-text index. The inner
 * select's LIMIT or OFFSET keeps the planner from merging it into the outer one, so each step
 * runs the plan it was written for.
 */
function pageOf(
  db: Database,
  input: AnswersPageQuery,
  query: string | null,
  scanRows: number | null,
) {
  const t = interviewAnswers;
  const conditions: SQL[] = [eq(t.questionId, input.questionId)];
  if (input.cursor) {
    conditions.push(
      sql`(${t.createdAt}, ${t.id}) < (${input.cursor.at}::timestamptz, ${input.cursor.id}::uuid)`,
    );
  }
  // The column of the index `interview_answers_search`, parsed when the answer was stored.
  const matches = query ? sql`${t.searchVector} @@ to_tsquery('simple', ${query})` : null;
  const inner = db
    .select({
      id: t.id,
      interviewId: t.interviewId,
      interviewVersionId: t.interviewVersionId,
      questionId: t.questionId,
      questionIndex: t.questionIndex,
      question: t.question,
      answer: t.answer,
      startSeconds: t.startSeconds,
      createdAt: t.createdAt,
      searchVector: t.searchVector,
    })
    .from(t);
  const rows =
    query === null
      ? inner
          .where(and(...conditions))
          .orderBy(desc(t.createdAt), desc(t.id))
          .limit(input.limit)
      : scanRows !== null
        ? inner
            .where(and(...conditions))
            .orderBy(desc(t.createdAt), desc(t.id))
            .limit(scanRows)
        : inner
            .where(
              and(
                // Written so the question's index cannot serve them: the full-text index must
                // drive this step. Its statistics can call a rare word common (when the common
                // words are all very common), and walking the question then parses every answer.
                sql`${t.questionId} || '' = ${input.questionId}`,
                ...conditions.slice(1),
                matches!,
              ),
            )
            .offset(0);
  const page = rows.as('page');
  return db
    .select({
      id: page.id,
      interviewId: page.interviewId,
      email: interviews.email,
      questionId: page.questionId,
      versionNumber: interviewVersions.number,
      questionIndex: page.questionIndex,
      question: page.question,
      answer: page.answer,
      startSeconds: page.startSeconds,
      createdAt: page.createdAt,
      cursorAt: sql<string>`${page.createdAt}::text`,
      hasRecording: sql<boolean>`${interviews.recordingUrl} is not null`,
    })
    .from(page)
    .innerJoin(interviews, eq(interviews.id, page.interviewId))
    .innerJoin(interviewVersions, eq(interviewVersions.id, page.interviewVersionId))
    .where(
      scanRows !== null && query !== null
        ? sql`${page.searchVector} @@ to_tsquery('simple', ${query})`
        : undefined,
    )
    .orderBy(desc(page.createdAt), desc(page.id))
    .limit(input.limit);
}

/** How many answers each question has, from every version (kept by triggers as they change). */
export async function countAnswersByQuestion(db: Database): Promise<Map<string, number>> {
  const rows = await db.select().from(interviewQuestionCounts);
  return new Map(rows.map((row) => [row.questionId, row.answers]));
}
