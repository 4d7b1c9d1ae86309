// Themes per question (docs/product.md#themes-per-question): the themes stored with each answer
// (replaceAnswers in ./interviews.ts writes them), a question's most mentioned ones, the newest
// answers quoting one, and a page of the answers mentioning one.
import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { answerThemes, questionThemes, type AnswerThemeRow } from '../schema/answer-themes.ts';
import { interviewAnswers, interviewVersions } from '../schema/interview-versions.ts';
import { interviews } from '../schema/interviews.ts';
import type { AnswersCursor } from './admin-answers.ts';
import { searchQuery } from './admin-answers.ts';
import type { Queryable } from './interviews.ts';

/** Stores the themes of answers just stored (the triggers count them). */
export async function insertAnswerThemes(
  tx: Queryable,
  rows: readonly AnswerThemeRow[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(answerThemes).values([...rows]);
}

/** The question's `limit` most mentioned themes, most first (then by name): an index read. */
export function selectTopThemes(db: Database, questionId: string, limit: number) {
  return db
    .select({ theme: questionThemes.theme, answers: questionThemes.answers })
    .from(questionThemes)
    .where(and(eq(questionThemes.questionId, questionId), gt(questionThemes.answers, 0)))
    .orderBy(desc(questionThemes.answers), desc(questionThemes.theme))
    .limit(limit);
}

/** The newest `limit` answers to the question mentioning `theme`, with where it is in each. */
export function selectThemeMentions(
  db: Database,
  questionId: string,
  theme: string,
  limit: number,
) {
  return db
    .select({
      answer: interviewAnswers.answer,
      start: answerThemes.start,
      end: answerThemes.end,
    })
    .from(answerThemes)
    .innerJoin(interviewAnswers, eq(interviewAnswers.id, answerThemes.answerId))
    .where(and(eq(answerThemes.questionId, questionId), eq(answerThemes.theme, theme)))
    .orderBy(desc(answerThemes.createdAt), desc(answerThemes.answerId))
    .limit(limit);
}

/** What a page of one theme's answers asks for. */
export interface ThemePageQuery {
  questionId: string;
  theme: string;
  q: string | null;
  cursor: AnswersCursor | null;
  limit: number;
}

/**
 * One page of the answers to `questionId` that mention `theme`, newest first, read from the
 * theme's own index (a theme has as many answers as its count says, so a search within them
 * reads no more than those).
 */
export function selectThemePage(db: Database, input: ThemePageQuery) {
  const a = answerThemes;
  const t = interviewAnswers;
  const conditions: SQL[] = [eq(a.questionId, input.questionId), eq(a.theme, input.theme)];
  if (input.cursor) {
    conditions.push(
      sql`(${a.createdAt}, ${a.answerId}) < (${input.cursor.at}::timestamptz, ${input.cursor.id}::uuid)`,
    );
  }
  const query = input.q ? searchQuery(input.q) : null;
  if (query) conditions.push(sql`${t.searchVector} @@ to_tsquery('simple', ${query})`);
  return db
    .select({
      id: t.id,
      interviewId: t.interviewId,
      email: interviews.email,
      questionId: t.questionId,
      versionNumber: interviewVersions.number,
      questionIndex: t.questionIndex,
      question: t.question,
      answer: t.answer,
      startSeconds: t.startSeconds,
      createdAt: t.createdAt,
      cursorAt: sql<string>`${a.createdAt}::text`,
      hasRecording: sql<boolean>`${interviews.recordingUrl} is not null`,
    })
    .from(a)
    .innerJoin(t, eq(t.id, a.answerId))
    .innerJoin(interviews, eq(interviews.id, t.interviewId))
    .innerJoin(interviewVersions, eq(interviewVersions.id, t.interviewVersionId))
    .where(and(...conditions))
    .orderBy(desc(a.createdAt), desc(a.answerId))
    .limit(input.limit);
}
