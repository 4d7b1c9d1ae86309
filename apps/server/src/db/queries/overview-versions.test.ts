import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../testing/each-database.ts';
import type { Database } from '../client.ts';
import { compactVersionCounts, selectVersionCounts } from './overview-versions.ts';

type Status = 'pending' | 'started' | 'completed' | 'partial' | 'abandoned';

/** A saved version, numbered after every other (the table is not emptied between tests). */
async function seedVersion(db: Database, savedAt: string) {
  const id = randomUUID();
  const result = (await db.execute(sql`
    insert into interview_versions (id, number, definition, created_at)
    select ${id}::uuid, coalesce(max(number), 0) + 1, '{}'::jsonb, ${savedAt}::timestamptz
    from interview_versions
    returning number`)) as unknown as { rows: { number: number }[] };
  return { id, number: result.rows[0]!.number, savedAt };
}

/** A person with their interviews oldest first, each on a version (null: before versions). */
async function seedPerson(
  db: Database,
  email: string,
  interviews: { status: Status; version: string | null; durationSeconds?: number }[],
) {
  const ids = interviews.map(() => randomUUID());
  await db.execute(sql`
    insert into onboarding (email, current_interview_id) values (${email}, ${ids.at(-1) ?? null}::uuid)`);
  for (const [at, interview] of interviews.entries()) {
    await db.execute(sql`
      insert into interviews (id, email, token_hash, status, duration_seconds, interview_version_id)
      values (${ids[at]}::uuid, ${email}, ${`hash-${email}-${at}`}, ${interview.status},
        ${interview.durationSeconds ?? null}::int, ${interview.version}::uuid)`);
  }
  return ids;
}

describeOnEachDatabase((context) => {
  it('counts every interview that left pending under its version, newest version first', async () => {
    const { db } = context().database;
    const one = await seedVersion(db, '2026-03-01T09:00:00Z');
    const two = await seedVersion(db, '2026-03-05T09:00:00Z');
    // Ada's first attempt on version one counts too, though her retry is her current interview.
    await seedPerson(db, 'ada@example.com', [
      { status: 'completed', version: one.id, durationSeconds: 60 },
      { status: 'partial', version: two.id, durationSeconds: 20 },
    ]);
    await seedPerson(db, 'bo@example.com', [
      { status: 'completed', version: one.id, durationSeconds: 120 },
    ]);
    await seedPerson(db, 'cy@example.com', [{ status: 'abandoned', version: one.id }]);
    await seedPerson(db, 'di@example.com', [{ status: 'started', version: one.id }]);
    // Never started: no attempt.
    await seedPerson(db, 'ed@example.com', [{ status: 'pending', version: two.id }]);
    await seedPerson(db, 'fi@example.com', [
      { status: 'completed', version: two.id, durationSeconds: 30 },
    ]);
    // Completed without a duration: counted, but not in the median.
    await seedPerson(db, 'gu@example.com', [{ status: 'completed', version: two.id }]);
    await seedPerson(db, 'ha@example.com', [
      { status: 'completed', version: null, durationSeconds: 10 },
    ]);

    expect(await selectVersionCounts(db)).toEqual([
      {
        number: two.number,
        savedAt: '2026-03-05T09:00:00.000Z',
        attempts: 3,
        completed: 2,
        partial: 1,
        medianDurationSeconds: 30,
      },
      {
        number: one.number,
        savedAt: '2026-03-01T09:00:00.000Z',
        attempts: 4,
        completed: 2,
        partial: 0,
        medianDurationSeconds: 90,
      },
      {
        number: null,
        savedAt: null,
        attempts: 1,
        completed: 1,
        partial: 0,
        medianDurationSeconds: 10,
      },
    ]);
  });

  it('keeps its counts equal to counting every interview afresh through every change, a fold and a truncate', async () => {
    const { db } = context().database;
    /** The table as counting every interview, with PostgreSQL's own median, would answer it. */
    const afresh = async () => {
      const rows = (await db.execute(sql`
        select v.number, count(*)::int as attempts,
          (count(*) filter (where i.status = 'completed'))::int as completed,
          (count(*) filter (where i.status = 'partial'))::int as partial,
          (percentile_cont(0.5) within group (order by i.duration_seconds)
            filter (where i.status = 'completed'))::float8 as median
        from interviews i left join interview_versions v on v.id = i.interview_version_id
        where i.status <> 'pending'
        group by v.number order by v.number desc nulls last`)) as unknown as {
        rows: {
          number: number | null;
          attempts: number;
          completed: number;
          partial: number;
          median: number | null;
        }[];
      };
      return rows.rows.map(({ median, ...row }) => ({ ...row, medianDurationSeconds: median }));
    };
    const kept = async () => (await selectVersionCounts(db)).map(({ savedAt: _, ...row }) => row);
    const same = async () => expect(await kept()).toEqual(await afresh());

    const one = await seedVersion(db, '2026-03-01T09:00:00Z');
    const two = await seedVersion(db, '2026-03-05T09:00:00Z');
    const [ada] = await seedPerson(db, 'ada@example.com', [{ status: 'pending', version: one.id }]);
    const [bo] = await seedPerson(db, 'bo@example.com', [
      { status: 'completed', version: one.id, durationSeconds: 50 },
    ]);
    await seedPerson(db, 'cy@example.com', [
      { status: 'partial', version: two.id, durationSeconds: 40 },
      { status: 'completed', version: two.id, durationSeconds: 80 },
    ]);
    await same();

    // Ada's interview starts, then the page says it completed.
    await db.execute(sql`update interviews set status = 'started' where id = ${ada}::uuid`);
    await db.execute(sql`
      update interviews set status = 'completed', duration_seconds = 70 where id = ${ada}::uuid`);
    await same();
    // The platform's report comes after, and again: it holds fewer answers than the page said,
    // so the interview is partial, with the report's duration; the replay writes the same.
    for (let delivery = 0; delivery < 2; delivery += 1) {
      await db.execute(sql`
        update interviews set status = 'partial', duration_seconds = 65 where id = ${ada}::uuid`);
    }
    await same();
    // Bo's report, replayed late, completes what the page thought partial, and corrects the time.
    await db.execute(sql`update interviews set status = 'partial' where id = ${bo}::uuid`);
    await db.execute(sql`
      update interviews set status = 'completed', duration_seconds = 55 where id = ${bo}::uuid`);
    await same();
    expect((await kept()).map((row) => row.attempts)).toEqual([2, 2]);

    // Cy is erased, interviews and all (the cascade); then Ada's interview is deleted alone.
    await db.execute(sql`delete from onboarding where email = 'cy@example.com'`);
    await same();
    await db.execute(sql`delete from interviews where id = ${ada}::uuid`);
    await same();
    expect(await kept()).toEqual([
      { number: one.number, attempts: 1, completed: 1, partial: 0, medianDurationSeconds: 55 },
    ]);

    // Folded into one row per key: the same answers, from fewer rows.
    await seedPerson(db, 'di@example.com', [
      { status: 'abandoned', version: two.id },
      { status: 'completed', version: two.id, durationSeconds: 90 },
    ]);
    const before = await kept();
    expect(await compactVersionCounts(db)).toBe(3);
    expect(await kept()).toEqual(before);
    await same();

    await db.execute(sql`truncate interviews cascade`);
    expect(await kept()).toEqual([]);
    await seedPerson(db, 'ed@example.com', [{ status: 'abandoned', version: one.id }]);
    await same();
    // Truncating sign-ups truncates their interviews too.
    await db.execute(sql`truncate onboarding cascade`);
    expect(await kept()).toEqual([]);
  });
});
