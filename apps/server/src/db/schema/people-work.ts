// What organisers mark on people as they work through them (docs/product.md#working-through-people):
// notes, the owners' tag list and the tags put on people. The star and the reviewed mark are
// columns of `onboarding`. Everything here goes with the person: an erasure deletes the
// onboarding row, and these rows follow by cascade.
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { onboarding } from './onboarding.ts';

/** A note on a person, with its author's e-mail (kept when the author leaves). */
export const personNotes = pgTable(
  'person_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email')
      .notNull()
      .references(() => onboarding.email, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('person_notes_email_idx').on(table.email, table.createdAt)],
);

/** The owners' tag list; a name is unique regardless of case. */
export const tags = pgTable('tags', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** `lower(name)`, kept unique: "Mentor" and "mentor" are one tag. */
  key: text('key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A tag on a person. */
export const personTags = pgTable(
  'person_tags',
  {
    email: text('email')
      .notNull()
      .references(() => onboarding.email, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.email, table.tagId] }),
    // The tag filter and a tag's count read by tag.
    index('person_tags_tag_idx').on(table.tagId, table.email),
  ],
);

export type PersonNoteRow = typeof personNotes.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
