// The interview organisers shape (docs/product.md#dashboard): every saved version of its definition, and each
// interview's answers per question, read from the platform's end-of-call report.
import type { InterviewDefinition } from '@vibe/contracts/interview';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { interviews } from './interviews.ts';
import { organisers } from './organisers.ts';

/**
 * A saved interview definition. Versions are never changed once saved, except that the one the
 * platform accepted last becomes `live` (at most one is, by a partial unique index), a draft
 * stops being one when it goes live, and a platform refusal is kept in `platform_error` as the
 * platform said it.
 */
export const interviewVersions = pgTable(
  'interview_versions',
  {
    id: uuid('id').primaryKey(),
    number: integer('number').notNull().unique(),
    definition: jsonb('definition').$type<InterviewDefinition>().notNull(),
    /**
     * Each question's identity, by position (interview-versions/question-ids.ts): answers are
     * kept by it, so a question asked in several versions has its answers together.
     */
    questionIds: jsonb('question_ids').$type<string[]>().notNull().default([]),
    /** Saved without being sent to the platform, until an owner makes it live. */
    draft: boolean('draft').notNull().default(false),
    /** Who saved it (null once that organiser is removed, and for the seeded version 1). */
    createdById: text('created_by_id').references(() => organisers.id, { onDelete: 'set null' }),
    /** Their e-mail, kept for the list after they are removed. */
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    live: boolean('live').notNull().default(false),
    liveAt: timestamp('live_at', { withTimezone: true }),
    platformError: text('platform_error'),
  },
  (table) => [
    uniqueIndex('interview_versions_one_live')
      .on(table.live)
      .where(sql`${table.live}`),
  ],
);

export type InterviewVersionRow = typeof interviewVersions.$inferSelect;

/** PostgreSQL's full-text document type. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One interview's answer to one question of its version. `question_id` is copied from the
 * version so the Answers screen reads one index: by question (whatever version asked it),
 * newest first.
 * Search uses a full-text index ('simple' configuration: whole words as written, no stemming),
 * which both PGlite and PostgreSQL have without extensions; its statistics let the planner walk
 * the newest answers for a common word and use the index for a rare one.
 */
export const interviewAnswers = pgTable(
  'interview_answers',
  {
    id: uuid('id').primaryKey(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    interviewVersionId: uuid('interview_version_id')
      .notNull()
      .references(() => interviewVersions.id),
    questionIndex: integer('question_index').notNull(),
    /** The question's identity across versions (the version's `question_ids` at the index). */
    questionId: text('question_id').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** Seconds from the recording's start to the answer's first words; null when unknown. */
    startSeconds: doublePrecision('start_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The answer's words, parsed once when stored, so a search never parses answers again. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', "answer")`),
  },
  (table) => [
    uniqueIndex('interview_answers_interview_question').on(table.interviewId, table.questionIndex),
    // Read backwards for newest first: `order by created_at desc, id desc` (nulls first, the
    // default) is this index's order reversed, which the planner walks without sorting.
    index('interview_answers_by_question').on(table.questionId, table.createdAt, table.id),
    index('interview_answers_search').using('gin', table.searchVector),
  ],
);

/**
 * How many answers each question has, from every version: kept by triggers on
 * `interview_answers` (drizzle/0019_question_answer_counts.sql), however answers come and go
 * (a report stored again, a person erased), so the Answers screen lists its questions' counts
 * without counting every answer on each visit.
 */
export const interviewQuestionCounts = pgTable('interview_question_counts', {
  questionId: text('question_id').primaryKey(),
  answers: integer('answers').notNull().default(0),
});
