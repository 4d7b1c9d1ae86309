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
    .select({ theme: questionThemes.theme, people: questionThemes.people })
    .from(questionThemes)
    .where(and(eq(questionThemes.questionId, questionId), gt(questionThemes.people, 0)))
    .orderBy(desc(questionThemes.people), desc(questionThemes.theme))
    .limit(limit);
}

/** An answer mentioning a theme, and where the theme is in it. */
export interface ThemeMentionRow {
  theme: string;
  answer: string;
  start: number;
  end: number;
}

/**
 * The newest `perTheme` answers to the question mentioning each of `themes`, with where the
 * theme is in each: one statement, each theme read from its own index (a lateral join), since
 * on PGlite every statement waits for the one before.
 */
export async function selectThemeMentions(
  db: Database,
  questionId: string,
  themes: readonly string[],
  perTheme: number,
): Promise<ThemeMentionRow[]> {
  if (themes.length === 0) return [];
  const result = await db.execute(sql`
    select wanted.theme, mention.answer, mention.start, mention."end"
    from jsonb_array_elements_text(${JSON.stringify(themes)}::jsonb) as wanted(theme)
    cross join lateral (
      select ${interviewAnswers.answer} as answer, ${answerThemes.start} as start,
        ${answerThemes.end} as "end"
      from ${answerThemes}
      join ${interviewAnswers} on ${interviewAnswers.id} = ${answerThemes.answerId}
      where ${answerThemes.questionId} = ${questionId} and ${answerThemes.theme} = wanted.theme
      order by ${answerThemes.createdAt} desc, ${answerThemes.answerId} desc
      limit ${perTheme}
    ) as mention`);
  return (result as unknown as { rows: ThemeMentionRow[] }).rows;
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
