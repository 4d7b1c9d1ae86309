// Themes per question (docs/product.md#themes-per-question): the key phrases each answer
// mentions, found when the answer is stored (themes/key-phrases.ts), and how many people's
// answers to each question mention each theme, kept by triggers so the Answers screen reads a
// question's top themes from an index instead of counting on every visit.
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { interviewAnswers } from './interview-versions.ts';

/**
 * One theme one answer mentions, with where its first mention is in the answer (for quotes).
 * The answer's question and time are copied so that a theme's answers are read newest first
 * from one index, and its person's e-mail so that the counts can tell people apart when the
 * row goes (an erasure removes the interview and answer before their themes). Goes with its
 * answer: a report stored again or a person erased.
 */
export const answerThemes = pgTable(
  'answer_themes',
  {
    answerId: uuid('answer_id')
      .notNull()
      .references(() => interviewAnswers.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    theme: text('theme').notNull(),
    /** The person who gave the answer (`interviews.email`). */
    email: text('email').notNull(),
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
 * How many people mention each theme in their answers to each question (a person who answered
 * in two interviews counts once): kept by triggers on `answer_themes`
 * (drizzle/0031_question_theme_people_counts.sql), a theme's row gone once nobody mentions it.
 */
export const questionThemes = pgTable(
  'question_themes',
  {
    questionId: text('question_id').notNull(),
    theme: text('theme').notNull(),
    people: integer('people').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.questionId, table.theme] }),
    // The top themes of a question: this index read backwards, no sort.
    index('question_themes_top').on(table.questionId, table.people, table.theme),
  ],
);

/**
 * How many of one person's answers to a question mention a theme: what tells the triggers when
 * a person starts or stops mentioning it. Kept by the same triggers; no foreign key, since an
 * erasure must reach it through the themes' own removal.
 */
export const questionThemePeople = pgTable(
  'question_theme_people',
  {
    questionId: text('question_id').notNull(),
    theme: text('theme').notNull(),
    email: text('email').notNull(),
    answers: integer('answers').notNull(),
  },
  (table) => [primaryKey({ columns: [table.questionId, table.theme, table.email] })],
);

export type AnswerThemeRow = typeof answerThemes.$inferInsert;
