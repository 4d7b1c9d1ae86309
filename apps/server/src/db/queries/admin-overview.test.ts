import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../testing/each-database.ts';
import type { Database } from '../client.ts';
import { compactPeopleCounts, selectOverview } from './admin-overview.ts';

type Status = 'pending' | 'started' | 'completed' | 'partial' | 'abandoned';

/**
 * A person who signed up at `signedUpAt`, with their interviews oldest first; the last one is
 * their current interview (none: no pointer, as for a record from before interviews).
 */
async function seedPerson(
  db: Database,
  email: string,
  signedUpAt: string,
  interviews: { status: Status; durationSeconds?: number }[],
) {
  const ids = interviews.map(() => randomUUID());
  await db.execute(sql`
    insert into onboarding (email, created_at, current_interview_id)
    values (${email}, ${signedUpAt}::timestamptz, ${ids.at(-1) ?? null}::uuid)`);
  for (const [at, interview] of interviews.entries()) {
    await db.execute(sql`
      insert into interviews (id, email, token_hash, status, duration_seconds)
      values (${ids[at]}::uuid, ${email}, ${`hash-${email}-${at}`}, ${interview.status},
        ${interview.durationSeconds ?? null}::int)`);
  }
}

const NOW = new Date('2026-03-10T12:00:00Z');

/** A day of the chart: its sign-ups, and how many of them started, completed, partly answered. */
const day = (date: string, signups: number, started = 0, completed = 0, partial = 0) => ({
  date,
  signups,
  started,
  completed,
  partial,
});

describeOnEachDatabase((context) => {
  it('counts each sign-up on its UTC day and each person by their current interview only', async () => {
    const { db } = context().database;
    // Before the two-day period: on the chart of everything only.
    await seedPerson(db, 'early@example.com', '2026-03-08T23:59:59.999Z', [
      { status: 'completed', durationSeconds: 5 },
    ]);
    // The last moment of 9 March and the first of 10 March.
    await seedPerson(db, 'late@example.com', '2026-03-09T23:59:59.999Z', [
      { status: 'completed', durationSeconds: 30 },
    ]);
    await seedPerson(db, 'midnight@example.com', '2026-03-10T00:00:00Z', [
      { status: 'completed', durationSeconds: 90 },
    ]);
    // An earlier completed interview does not count once a retry is the current one.
    await seedPerson(db, 'retry@example.com', '2026-03-10T01:00:00Z', [
      { status: 'completed', durationSeconds: 1000 },
      { status: 'partial', durationSeconds: 20 },
    ]);
    await seedPerson(db, 'gone@example.com', '2026-03-10T02:00:00Z', [{ status: 'abandoned' }]);
    await seedPerson(db, 'talking@example.com', '2026-03-10T03:00:00Z', [{ status: 'started' }]);
    await seedPerson(db, 'waiting@example.com', '2026-03-10T04:00:00Z', [{ status: 'pending' }]);
    await seedPerson(db, 'none@example.com', '2026-03-10T05:00:00Z', []);

    const twoDays = {
      funnel: { signedUp: 7, started: 5, completed: 2, partial: 1, abandoned: 1 },
      // 10 March: completed (midnight), partial (retry), abandoned, started; one pending, one none.
      perDay: [day('2026-03-09', 1, 1, 1), day('2026-03-10', 6, 4, 1, 1)],
      medianDurationSeconds: 60,
      // Versions count every interview that left pending, earlier attempts too, over all time.
      perVersion: [
        {
          number: null,
          savedAt: null,
          attempts: 7,
          completed: 4,
          partial: 1,
          medianDurationSeconds: 60,
        },
      ],
    };
    const everything = {
      funnel: { signedUp: 8, started: 6, completed: 3, partial: 1, abandoned: 1 },
      perDay: [day('2026-03-08', 1, 1, 1), ...twoDays.perDay],
      medianDurationSeconds: 30,
      perVersion: twoDays.perVersion,
    };
    expect(await selectOverview(db, 2, NOW)).toEqual(twoDays);
    expect(await selectOverview(db, null, NOW)).toEqual(everything);

    // Vacuumed, the pages are all-visible and the counts come from the indexes alone: the same.
    await db.execute(sql`vacuum (analyze) onboarding, interviews`);
    expect(await selectOverview(db, 2, NOW)).toEqual(twoDays);
    expect(await selectOverview(db, null, NOW)).toEqual(everything);
  });

  it('answers zeros and no median for a period nobody signed up in', async () => {
    const { db } = context().database;
    await seedPerson(db, 'old@example.com', '2026-01-01T10:00:00Z', [
      { status: 'completed', durationSeconds: 40 },
    ]);
    const overview = await selectOverview(db, 3, NOW);
    expect(overview).toEqual({
      funnel: { signedUp: 0, started: 0, completed: 0, partial: 0, abandoned: 0 },
      perDay: [day('2026-03-08', 0), day('2026-03-09', 0), day('2026-03-10', 0)],
      medianDurationSeconds: null,
      perVersion: [
        {
          number: null,
          savedAt: null,
          attempts: 1,
          completed: 1,
          partial: 0,
          medianDurationSeconds: 40,
        },
      ],
    });
  });

  it('keeps its counts equal to counting everyone afresh through every change, a fold and a truncate', async () => {
    const { db } = context().database;
    /** The overview as a join of every sign-up with its current interview would count it. */
    const afresh = async () => {
      const rows = (await db.execute(sql`
        select (o.created_at at time zone 'UTC')::date::text as day, coalesce(i.status, 'none') as status,
          case when i.status = 'completed' then coalesce(i.duration_seconds, -1) else -1 end as seconds,
          count(*)::int as people
        from onboarding o left join interviews i on i.id = o.current_interview_id
        group by 1, 2, 3 order by 1, 2, 3`)) as unknown as { rows: unknown[] };
      return rows.rows;
    };
    const kept = async () => {
      const rows = (await db.execute(sql`
        select day::text as day, status, duration_seconds as seconds, sum(people)::int as people
        from people_counts group by 1, 2, 3 having sum(people) <> 0 order by 1, 2, 3`)) as unknown as {
        rows: unknown[];
      };
      return rows.rows;
    };
    const same = async () => expect(await kept()).toEqual(await afresh());

    await seedPerson(db, 'a@example.com', '2026-03-09T10:00:00Z', [{ status: 'pending' }]);
    await seedPerson(db, 'b@example.com', '2026-03-10T10:00:00Z', [
      { status: 'completed', durationSeconds: 50 },
      { status: 'started' },
    ]);
    await seedPerson(db, 'c@example.com', '2026-03-10T11:00:00Z', []);
    await same();
    // Interviews move on: started, completed, its duration corrected.
    await db.execute(sql`update interviews set status = 'started' where email = 'a@example.com'`);
    await db.execute(sql`
      update interviews set status = 'completed', duration_seconds = 70
      where email = 'a@example.com'`);
    await db.execute(sql`
      update interviews set duration_seconds = 75 where email = 'a@example.com'`);
    await same();
    // A new attempt becomes the current one (stored first, then pointed at), and back.
    const retry = randomUUID();
    await db.execute(sql`
      insert into interviews (id, email, token_hash, status)
      values (${retry}::uuid, 'c@example.com', 'hash-c-retry', 'pending')`);
    await db.execute(sql`
      update onboarding set current_interview_id = ${retry}::uuid where email = 'c@example.com'`);
    await same();
    // The current interview deleted alone; then a person erased with theirs (the cascade).
    await db.execute(sql`delete from interviews where id = ${retry}::uuid`);
    await same();
    await db.execute(sql`delete from onboarding where email = 'b@example.com'`);
    await same();
    expect((await selectOverview(db, null, NOW)).funnel).toEqual({
      signedUp: 2,
      started: 1,
      completed: 1,
      partial: 0,
      abandoned: 0,
    });

    // Folded into one row per key: the same answers, from fewer rows.
    const before = await selectOverview(db, null, NOW);
    expect(await compactPeopleCounts(db)).toBe((await afresh()).length);
    expect(await selectOverview(db, null, NOW)).toEqual(before);
    await same();

    await db.execute(sql`truncate interviews cascade`);
    await same();
    await db.execute(sql`truncate onboarding cascade`);
    expect(await kept()).toEqual([]);
  });
});
