// The Answers screen's API: the questions (live, then earlier ones) with their answer counts, and
// one question's answers from every version that asked it, newest first with the person and
// where the answer starts in the recording, searchable by words (`q`), by cursor pages; and each
// question's themes (docs/product.md#themes-per-question), its answers filtered by one (`theme`).
import {
  ANSWERS_PAGE_MAX,
  ANSWERS_PAGE_SIZE,
  ANSWERS_SEARCH_MAX_CHARS,
  THEME_MAX_CHARS,
  type AnswersPage,
  type AnswersQuestions,
  type AnswersThemes,
} from '@vibe/contracts/interview';
import { API_ERROR_CODES } from '@vibe/contracts/api';
import { Hono, type Context } from 'hono';
import type { Database } from '../db/client.ts';
import {
  countAnswersByQuestion,
  selectAnswersPage,
  type AnswersCursor,
} from '../db/queries/admin-answers.ts';
import { selectVersions } from '../db/queries/admin-interview.ts';
import { selectThemePage } from '../db/queries/answer-themes.ts';
import { answersQuestions, questionCatalogue } from '../interview-versions/question-catalogue.ts';
import { ApiError } from '../lib/api-error.ts';
import { isUuid } from '../lib/ids.ts';
import type { AdminEnv } from '../middleware/admin-session.ts';
import { encodeTimeCursor, invalidQuery, readTimeCursor } from '../lib/admin-query-params.ts';
import { questionThemes } from '../themes/question-themes.ts';
import { recordingPath } from './admin-recordings.ts';

function encodeAnswersCursor(cursor: AnswersCursor): string {
  return encodeTimeCursor(cursor.at, cursor.id);
}

function readCursor(c: Context): AnswersCursor | null {
  const cursor = readTimeCursor(c, isUuid);
  return cursor && { at: cursor.at, id: cursor.key };
}

function readWhole(c: Context, name: string, fallback: number, max: number): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  const value = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value > max) {
    throw invalidQuery(`${name} must be a whole number from 0 to ${max}.`);
  }
  return value;
}

/** The question `question=` names, from every version (the live version's first by default). */
async function questionOf(c: Context, deps: { db: Database; clock: () => Date }) {
  const { live, earlier } = questionCatalogue(await selectVersions(deps.db, deps.clock()));
  const questionId = c.req.query('question');
  const question = questionId
    ? [...live, ...earlier].find((one) => one.id === questionId)
    : live[0];
  if (!question) throw new ApiError(404, API_ERROR_CODES.notFound, 'No question with this id.');
  return question;
}

export function adminAnswerRoutes(deps: { db: Database; clock: () => Date }) {
  const { db } = deps;
  return new Hono<AdminEnv>()
    .get('/answers/questions', async (c) => {
      const [versions, counts] = await Promise.all([
        selectVersions(db, deps.clock()),
        countAnswersByQuestion(db),
      ]);
      return c.json(answersQuestions(versions, counts) satisfies AnswersQuestions);
    })
    .get('/answers/themes', async (c) => {
      const question = await questionOf(c, deps);
      const themes = await questionThemes(db, question.id);
      return c.json({ question, themes } satisfies AnswersThemes);
    })
    .get('/answers', async (c) => {
      const question = await questionOf(c, deps);
      const limit = Math.max(1, readWhole(c, 'limit', ANSWERS_PAGE_SIZE, ANSWERS_PAGE_MAX));
      const q = c.req.query('q')?.trim() ?? '';
      if (q.length > ANSWERS_SEARCH_MAX_CHARS) throw invalidQuery('q is too long.');
      const theme = c.req.query('theme')?.trim().toLowerCase() ?? '';
      if (theme.length > THEME_MAX_CHARS) throw invalidQuery('theme is too long.');
      const pageQuery = {
        questionId: question.id,
        q: q || null,
        cursor: readCursor(c),
        limit: limit + 1,
      };
      const rows = theme
        ? await selectThemePage(db, { ...pageQuery, theme })
        : await selectAnswersPage(db, pageQuery);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return c.json({
        question,
        items: page.map((row) => ({
          id: row.id,
          interviewId: row.interviewId,
          email: row.email,
          questionId: row.questionId,
          versionNumber: row.versionNumber,
          questionIndex: row.questionIndex,
          question: row.question,
          answer: row.answer,
          startSeconds: row.startSeconds,
          createdAt: row.createdAt.toISOString(),
          recordingUrl: row.hasRecording ? recordingPath(row.interviewId) : null,
        })),
        nextCursor:
          rows.length > limit && last
            ? encodeAnswersCursor({ at: last.cursorAt, id: last.id })
            : null,
      } satisfies AnswersPage);
    });
}
