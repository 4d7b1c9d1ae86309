// What organisers mark on people (docs/product.md#working-through-people): the tag list, tags on
// people, notes, the star and the reviewed mark, for one person or a selection. Plain queries:
// the routes decide who may do what.
import type { PersonNote, PersonWork, Tag, TagRef } from '@vibe/contracts/people';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { onboarding } from '../schema/onboarding.ts';
import { personNotes, personTags, tags, type PersonNoteRow } from '../schema/people-work.ts';

/** The rows a raw statement returned (both drivers answer `{ rows }`). */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** Every tag, by name, with how many people carry it. */
export async function selectTags(db: Database): Promise<Tag[]> {
  return db
    .select({
      id: tags.id,
      name: tags.name,
      people: sql<number>`(select count(*)::int from ${personTags} where ${personTags.tagId} = ${tags.id})`,
    })
    .from(tags)
    .orderBy(asc(tags.key));
}

/** A tag by id; null when unknown. */
export async function selectTag(db: Database, id: string): Promise<TagRef | null> {
  const [row] = await db.select({ id: tags.id, name: tags.name }).from(tags).where(eq(tags.id, id));
  return row ?? null;
}

/**
 * Adds a tag unless the list holds `max` tags (`full`) or one of that name regardless of case
 * (`exists`). The cap is checked in the same statement as the insert.
 */
export async function insertTag(
  db: Database,
  name: string,
  max: number,
): Promise<Tag | 'exists' | 'full'> {
  const key = name.toLowerCase();
  const rows = rowsOf<{ id: string; name: string }>(
    await db.execute(sql`
    insert into ${tags} (name, key)
    select ${name}, ${key} where (select count(*) from ${tags}) < ${max}
    on conflict (key) do nothing
    returning id, name`),
  );
  const row = rows[0];
  if (row) return { id: row.id, name: row.name, people: 0 };
  const [existing] = await db.select({ id: tags.id }).from(tags).where(eq(tags.key, key));
  return existing ? 'exists' : 'full';
}

/** Deletes a tag (and takes it off everyone); its name, or null when unknown. */
export async function deleteTag(db: Database, id: string): Promise<string | null> {
  const [row] = await db.delete(tags).where(eq(tags.id, id)).returning({ name: tags.name });
  return row?.name ?? null;
}

/** The selected addresses that are people (unknown ones are left out). */
function knownPeople(emails: readonly string[]) {
  return inArray(onboarding.email, [...emails]);
}

/** Puts a tag on the people of `emails`; how many did not carry it yet. */
export async function tagPeople(
  db: Database,
  tagId: string,
  emails: readonly string[],
): Promise<number> {
  const rows = rowsOf<{ email: string }>(
    await db.execute(sql`
    insert into ${personTags} (email, tag_id)
    select ${onboarding.email}, ${tagId}::uuid from ${onboarding} where ${knownPeople(emails)}
    on conflict do nothing
    returning email`),
  );
  return rows.length;
}

/** Takes a tag off the people of `emails`; how many carried it. */
export async function untagPeople(
  db: Database,
  tagId: string,
  emails: readonly string[],
): Promise<number> {
  const rows = await db
    .delete(personTags)
    .where(and(eq(personTags.tagId, tagId), inArray(personTags.email, [...emails])))
    .returning({ email: personTags.email });
  return rows.length;
}

/** Stars or unstars the people of `emails`; how many changed. */
export async function starPeople(
  db: Database,
  emails: readonly string[],
  starred: boolean,
): Promise<number> {
  const rows = await db
    .update(onboarding)
    .set({ starred })
    .where(and(knownPeople(emails), sql`${onboarding.starred} is distinct from ${starred}`))
    .returning({ email: onboarding.email });
  return rows.length;
}

/**
 * Marks the people of `emails` reviewed by `by` at `at`, or clears the mark (`by` null); how many
 * changed (a person already reviewed keeps who reviewed them first).
 */
export async function reviewPeople(
  db: Database,
  emails: readonly string[],
  by: string | null,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(onboarding)
    .set(by ? { reviewedAt: at, reviewedBy: by } : { reviewedAt: null, reviewedBy: null })
    .where(
      and(
        knownPeople(emails),
        by ? sql`${onboarding.reviewedAt} is null` : sql`${onboarding.reviewedAt} is not null`,
      ),
    )
    .returning({ email: onboarding.email });
  return rows.length;
}

const noteOf = (row: PersonNoteRow): PersonNote => ({
  id: row.id,
  author: row.author,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Adds a note to a person unless they hold `max` notes (`full`); null when the person is
 * unknown. The cap is checked in the same statement as the insert.
 */
export async function insertNote(
  db: Database,
  note: { email: string; author: string; body: string },
  max: number,
): Promise<PersonNote | 'full' | null> {
  const rows = rowsOf<{ id: string; created_at: string | Date }>(
    await db.execute(sql`
    insert into ${personNotes} (email, author, body)
    select ${onboarding.email}, ${note.author}, ${note.body} from ${onboarding}
    where ${onboarding.email} = ${note.email}
      and (select count(*) from ${personNotes} where ${personNotes.email} = ${note.email}) < ${max}
    returning id, created_at`),
  );
  const row = rows[0];
  if (row) {
    const createdAt = new Date(row.created_at);
    return { id: row.id, author: note.author, body: note.body, createdAt: createdAt.toISOString() };
  }
  const [person] = await db
    .select({ email: onboarding.email })
    .from(onboarding)
    .where(eq(onboarding.email, note.email));
  return person ? 'full' : null;
}

/** A person's note by id; null when there is none. */
export async function selectNote(
  db: Database,
  email: string,
  id: string,
): Promise<PersonNote | null> {
  const [row] = await db
    .select()
    .from(personNotes)
    .where(and(eq(personNotes.email, email), eq(personNotes.id, id)));
  return row ? noteOf(row) : null;
}

export async function deleteNote(db: Database, email: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(personNotes)
    .where(and(eq(personNotes.email, email), eq(personNotes.id, id)))
    .returning({ id: personNotes.id });
  return rows.length > 0;
}

/** Whether the e-mail is a person's. */
export async function personExists(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(onboarding).where(eq(onboarding.email, email));
  return (row?.n ?? 0) > 0;
}

/** The tags of each of `emails`, by name. */
export async function selectTagsOf(
  db: Database,
  emails: readonly string[],
): Promise<Map<string, TagRef[]>> {
  const byPerson = new Map<string, TagRef[]>();
  if (emails.length === 0) return byPerson;
  const rows = await db
    .select({ email: personTags.email, id: tags.id, name: tags.name })
    .from(personTags)
    .innerJoin(tags, eq(tags.id, personTags.tagId))
    .where(inArray(personTags.email, [...emails]))
    .orderBy(asc(tags.key));
  for (const { email, id, name } of rows) {
    byPerson.set(email, [...(byPerson.get(email) ?? []), { id, name }]);
  }
  return byPerson;
}

/** What organisers marked on a person; null when the person is unknown. */
export async function selectWork(db: Database, email: string): Promise<PersonWork | null> {
  const [person] = await db
    .select({
      starred: onboarding.starred,
      reviewedAt: onboarding.reviewedAt,
      reviewedBy: onboarding.reviewedBy,
    })
    .from(onboarding)
    .where(eq(onboarding.email, email));
  if (!person) return null;
  const notes = await db
    .select()
    .from(personNotes)
    .where(eq(personNotes.email, email))
    .orderBy(desc(personNotes.createdAt), desc(personNotes.id));
  const tagsOf = await selectTagsOf(db, [email]);
  return {
    starred: person.starred,
    reviewedAt: person.reviewedAt?.toISOString() ?? null,
    reviewedBy: person.reviewedBy,
    tags: tagsOf.get(email) ?? [],
    notes: notes.map(noteOf),
  };
}
