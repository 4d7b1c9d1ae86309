// The data migrations that convert rows stored before them: 0003 lets go of call ids several
// interviews claimed, 0006 gives every interview a status from what it recorded, 0009 links each
// invitation to its sender and withdraws those a non-owner sent. A database is
// brought to the schema before them, filled the way that schema stored rows, then opened as the
// server opens it (the rest of the migrations run at start). 0012/0013 replace the record's copies of
// its interview fields with a pointer to its current interview; 0016 gives questions and answers
// their question's identity; 0031/0032 count the themes stored so far by people, not answers.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createDatabase,
  MIGRATIONS_FOLDER,
  MIGRATIONS_TABLE,
  PGLITE_EXTENSIONS,
} from './client.ts';
import { organiserInvitations } from './schema/admin.ts';
import { interviewAnswers, interviewVersions } from './schema/interview-versions.ts';
import { interviews } from './schema/interviews.ts';
import { storedRecord } from '../testing/api-helpers.ts';
import { idOfWording } from '../interview-versions/question-ids.ts';

/** A copy of the migrations folder holding only the migrations before `firstLeftOut`. */
function migrationsBefore(firstLeftOut: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'vibe-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag.startsWith(firstLeftOut));
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const user = (text: string) => ({ role: 'user', text, timestamp: '2026-01-01T10:00:05Z' });
const assistant = {
  role: 'assistant',
  text: 'What do you build?',
  timestamp: '2026-01-01T10:00:00Z',
};

describe('data migrations', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vibe-migrations-data-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('gives old interviews a status by whether the visitor answered, and keeps a call with one interview', async () => {
    const folder = migrationsBefore('0003');
    const old = new PGlite(dataDir);
    const db = drizzle(old);
    await migrate(db, { migrationsFolder: folder, migrationsTable: MIGRATIONS_TABLE });
    rmSync(folder, { recursive: true, force: true });
    const people = [
      ['answered@example.com', true, [assistant, user('Web apps.')]],
      ['silent@example.com', true, [assistant, user('   ')]],
      ['started@example.com', false, [assistant]],
      ['new@example.com', false, []],
    ] as const;
    for (const [index, [email, completed, transcript]] of people.entries()) {
      const started = transcript.length > 0;
      await db.execute(sql`
        insert into onboarding (email, interview_started_at, interview_completed_at, interview_completed, transcript)
        values (${email}, ${started ? sql`now()` : null}, ${completed ? sql`now()` : null}, ${completed}, ${JSON.stringify(transcript)}::jsonb)`);
      // Two interviews claimed call-1 before call ids were unique; the one with a report keeps it.
      const callId = index < 2 ? 'call-1' : null;
      await db.execute(sql`
        insert into interviews (id, email, token_hash, call_id, started_at, completed_at, completed, transcript, call_report_at)
        values (${`01900000-0000-7000-8000-00000000000${index}`}, ${email}, 'hash', ${callId},
          ${started ? sql`now()` : null}, ${completed ? sql`now()` : null}, ${completed},
          ${JSON.stringify(transcript)}::jsonb, ${index === 1 ? sql`now()` : null})`);
    }
    await old.close();

    const database = await createDatabase({ dataDir });
    try {
      const rows = await database.db
        .select({ email: interviews.email, status: interviews.status, callId: interviews.callId })
        .from(interviews)
        .orderBy(interviews.id);
      expect(rows).toEqual([
        { email: 'answered@example.com', status: 'completed', callId: null },
        { email: 'silent@example.com', status: 'abandoned', callId: 'call-1' },
        { email: 'started@example.com', status: 'started', callId: null },
        { email: 'new@example.com', status: 'pending', callId: null },
      ]);
      expect((await storedRecord(database.db, 'silent@example.com'))?.interviewCompleted).toBe(
        false,
      );
      expect((await storedRecord(database.db, 'answered@example.com'))?.interviewCompleted).toBe(
        true,
      );
    } finally {
      await database.close();
    }
  }, 120_000);

  it("reads each record's interview fields from its current interview instead of copies", async () => {
    const folder = migrationsBefore('0012');
    const recordsDir = mkdtempSync(join(tmpdir(), 'vibe-migrations-records-'));
    try {
      const old = new PGlite(recordsDir);
      await migrate(drizzle(old), { migrationsFolder: folder, migrationsTable: MIGRATIONS_TABLE });
      // Ada finished an interview, then signed up again and never used the new one; Bo only
      // signed up. The copies on the onboarding row were what the dashboard read.
      await old.exec(`
        insert into onboarding (email, interview_started_at, interview_completed_at, interview_completed, transcript, interview_duration_seconds)
        values ('ada@example.com', '2026-01-01T10:00:00Z', '2026-01-01T10:03:05Z', true, '[{"role":"user","text":"Web apps.","timestamp":"2026-01-01T10:00:05Z"}]', 185),
               ('bo@example.com', null, null, false, '[]', null);
        insert into interviews (id, email, token_hash, status, started_at, completed_at, duration_seconds, transcript)
        values ('01900000-0000-7000-8000-000000000001', 'ada@example.com', 'hash', 'completed', '2026-01-01T10:00:00Z', '2026-01-01T10:03:05Z', 185, '[{"role":"user","text":"Web apps.","timestamp":"2026-01-01T10:00:05Z"}]'),
               ('01900000-0000-7000-8000-000000000002', 'ada@example.com', 'hash', 'pending', null, null, null, '[]'),
               ('01900000-0000-7000-8000-000000000003', 'bo@example.com', 'hash', 'pending', null, null, null, '[]');`);
      await old.close();
      const database = await createDatabase({ dataDir: recordsDir });
      try {
        expect(await storedRecord(database.db, 'ada@example.com')).toMatchObject({
          status: 'completed',
          currentInterviewId: '01900000-0000-7000-8000-000000000001',
          interviewCompleted: true,
          interviewDurationSeconds: 185,
          transcript: [{ role: 'user', text: 'Web apps.', timestamp: '2026-01-01T10:00:05Z' }],
        });
        expect(await storedRecord(database.db, 'bo@example.com')).toMatchObject({
          status: 'pending',
          currentInterviewId: '01900000-0000-7000-8000-000000000003',
          interviewCompleted: false,
          interviewStartedAt: null,
          transcript: [],
        });
      } finally {
        await database.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
      rmSync(recordsDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('links old invitations to their sender and withdraws the pending ones a non-owner sent', async () => {
    const folder = migrationsBefore('0008');
    const invitationsDir = mkdtempSync(join(tmpdir(), 'vibe-migrations-invitations-'));
    try {
      const old = new PGlite(invitationsDir);
      const db = drizzle(old);
      await migrate(db, { migrationsFolder: folder, migrationsTable: MIGRATIONS_TABLE });
      await db.execute(sql`
        insert into organisers (id, name, email, role) values
          ('owner-id', 'o', 'owner@example.com', 'owner'),
          ('viewer-id', 'v', 'demoted@example.com', 'viewer')`);
      const invitations = [
        ['from-owner', 'owner@example.com', null],
        ['from-demoted', 'demoted@example.com', null],
        ['accepted-from-demoted', 'demoted@example.com', sql`now()`],
        ['from-stranger', 'gone@example.com', null],
      ] as const;
      for (const [id, invitedBy, acceptedAt] of invitations) {
        await db.execute(sql`
          insert into organiser_invitations (id, email, role, token_hash, invited_by, expires_at, accepted_at)
          values (${id}, ${`${id}@example.com`}, 'owner', ${`hash-${id}`}, ${invitedBy},
            now() + interval '1 day', ${acceptedAt})`);
      }
      await old.close();

      const database = await createDatabase({ dataDir: invitationsDir });
      try {
        const rows = await database.db
          .select({
            id: organiserInvitations.id,
            invitedById: organiserInvitations.invitedById,
            revoked: sql<boolean>`${organiserInvitations.revokedAt} is not null`,
          })
          .from(organiserInvitations)
          .orderBy(organiserInvitations.id);
        expect(rows).toEqual([
          { id: 'accepted-from-demoted', invitedById: 'viewer-id', revoked: false },
          { id: 'from-demoted', invitedById: 'viewer-id', revoked: true },
          { id: 'from-owner', invitedById: 'owner-id', revoked: false },
          { id: 'from-stranger', invitedById: null, revoked: true },
        ]);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
      rmSync(invitationsDir, { recursive: true, force: true });
    }
  }, 120_000);
  it('gives every question an identity by its wording, and each answer its question’s', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vibe-migrations-questions-'));
    const folder = migrationsBefore('0015');
    const old = new PGlite(dir);
    const db = drizzle(old);
    await migrate(db, { migrationsFolder: folder, migrationsTable: MIGRATIONS_TABLE });
    rmSync(folder, { recursive: true, force: true });
    const versions = [
      ['01900000-0000-7000-8000-0000000000a1', 1, ['What do you build?', 'Why AI?']],
      ['01900000-0000-7000-8000-0000000000a2', 2, ['  what do   you build? ', 'Who are you?']],
      ['01900000-0000-7000-8000-0000000000a3', 3, ['Again?', 'again?']],
    ] as const;
    for (const [id, number, questions] of versions) {
      const definition = { firstMessage: 'Hi', questions, closingLine: 'Bye' };
      await db.execute(sql`
        insert into interview_versions (id, number, definition, live)
        values (${id}, ${number}, ${JSON.stringify(definition)}::jsonb, ${number === 3})`);
    }
    await db.execute(sql`insert into onboarding (email) values ('a@example.com')`);
    const answers = [
      ['01900000-0000-7000-8000-0000000000b1', versions[0][0], 0, 'What do you build?'],
      ['01900000-0000-7000-8000-0000000000b2', versions[1][0], 0, 'what do you build?'],
      ['01900000-0000-7000-8000-0000000000b3', versions[1][0], 1, 'Who are you?'],
    ] as const;
    for (const [id, versionId, index, question] of answers) {
      await db.execute(sql`
        insert into interviews (id, email, token_hash) values (${id}, 'a@example.com', 'hash')`);
      await db.execute(sql`
        insert into interview_answers (id, interview_id, interview_version_id, question_index, question, answer)
        values (${id}, ${id}, ${versionId}, ${index}, ${question}, 'An answer')`);
    }
    await old.close();

    const database = await createDatabase({ dataDir: dir });
    try {
      const ids = (
        await database.db
          .select({ ids: interviewVersions.questionIds })
          .from(interviewVersions)
          .orderBy(interviewVersions.number)
      ).map((row) => row.ids);
      // The same wording (case and spacing aside) is one question; a repeat within a version is not.
      expect(ids[1]?.[0]).toBe(ids[0]?.[0]);
      expect(new Set([ids[0]?.[1], ids[1]?.[1], ids[2]?.[0], ids[2]?.[1]]).size).toBe(4);
      expect(ids[2]?.[1]).toBe(`${ids[2]?.[0]}-2`);
      // New saves name a wording as the migration did.
      expect(idOfWording('What do you build?')).toBe(ids[0]?.[0]);
      const answered = (
        await database.db
          .select({ id: interviewAnswers.questionId })
          .from(interviewAnswers)
          .orderBy(interviewAnswers.id)
      ).map((row) => row.id);
      expect(answered).toEqual([ids[0]?.[0], ids[0]?.[0], ids[1]?.[1]]);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('counts the themes stored before by people: a person who said one twice counts once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vibe-migrations-themes-'));
    const folder = migrationsBefore('0031');
    const old = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
    const db = drizzle(old);
    await migrate(db, { migrationsFolder: folder, migrationsTable: MIGRATIONS_TABLE });
    rmSync(folder, { recursive: true, force: true });
    const version = '01900000-0000-7000-8000-0000000000c1';
    await db.execute(sql`
      insert into interview_versions (id, number, definition, question_ids, live)
      values (${version}, 1, '{"questions":["What?"]}'::jsonb, '["q1"]'::jsonb, true)`);
    await db.execute(
      sql`insert into onboarding (email) values ('a@example.com'), ('b@example.com')`,
    );
    // a answered in two interviews, both about open source; b once.
    const said = [
      ['01900000-0000-7000-8000-0000000000d1', 'a@example.com', ['open source', 'app']],
      ['01900000-0000-7000-8000-0000000000d2', 'a@example.com', ['open source']],
      ['01900000-0000-7000-8000-0000000000d3', 'b@example.com', ['open source']],
    ] as const;
    for (const [id, email, themes] of said) {
      await db.execute(sql`
        insert into interviews (id, email, token_hash) values (${id}, ${email}, 'hash')`);
      await db.execute(sql`
        insert into interview_answers (id, interview_id, interview_version_id, question_index,
          question_id, question, answer)
        values (${id}, ${id}, ${version}, 0, 'q1', 'What?', 'An answer')`);
      for (const theme of themes) {
        await db.execute(sql`
          insert into answer_themes (answer_id, question_id, theme, start, "end", created_at)
          values (${id}, 'q1', ${theme}, 0, 1, now())`);
      }
    }
    await old.close();

    const database = await createDatabase({ dataDir: dir });
    try {
      const counts = await database.db.execute(sql`
        select theme, people from question_themes order by theme`);
      expect((counts as unknown as { rows: unknown[] }).rows).toEqual([
        { theme: 'app', people: 1 },
        { theme: 'open source', people: 2 },
      ]);
      // From here on the triggers count by person: a's second interview gone, a still counts.
      await database.db.delete(interviews).where(eq(interviews.id, said[1][0]));
      const after = await database.db.execute(sql`
        select people from question_themes where theme = 'open source'`);
      expect((after as unknown as { rows: unknown[] }).rows).toEqual([{ people: 2 }]);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
