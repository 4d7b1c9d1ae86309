// Themes per question (docs/product.md#themes-per-question): the key phrases each answer
// mentions, found when the answer is stored (themes/key-phrases.ts), and how many answers of
// each question mention each theme, kept by triggers so the Answers screen reads a question's
// top themes from an index instead of counting on every visit.
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { interviewAnswers } from './interview-versions.ts';

/**
 * One theme one answer mentions, with where its first mention is in the answer (for quotes).
 * The answer's question and time are copied so that a theme's answers are read newest first
 * from one index. Goes with its answer: a report stored again or a person erased.
 */
export const answerThemes = pgTable(
  'answer_themes',
  {
    answerId: uuid('answer_id')
      .notNull()
      .references(() => interviewAnswers.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    theme: text('theme').notNull(),
    /** The first mention: characters `start` to `end` of the answer. */
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.answerId, table.theme] }),
    index('answer_themes_by_theme').on(
      table.questionId,
      table.theme,
      table.createdAt,
      table.answerId,
    ),
  ],
);

/**
 * How many answers of each question mention each theme: kept by triggers on `answer_themes`
 * (drizzle/0027_question_theme_counts.sql), a theme's row gone once no answer mentions it.
 */
export const questionThemes = pgTable(
  'question_themes',
  {
    questionId: text('question_id').notNull(),
    theme: text('theme').notNull(),
    answers: integer('answers').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.questionId, table.theme] }),
    // The top themes of a question: this index read backwards, no sort.
    index('question_themes_top').on(table.questionId, table.answers, table.theme),
  ],
);

export type AnswerThemeRow = typeof answerThemes.$inferInsert;
