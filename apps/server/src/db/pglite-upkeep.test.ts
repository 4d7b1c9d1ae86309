import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { pgliteDriver, type TestDatabase } from '../testing/test-databases.ts';
import { startPgliteUpkeep, type Upkeep } from './pglite-upkeep.ts';

/** What PostgreSQL knows of the onboarding table's pages: all of them, and those all-visible. */
async function onboardingPages(database: TestDatabase) {
  const result = (await database.db.execute(sql`
    select relpages, relallvisible from pg_class where relname = 'onboarding'`)) as unknown as {
    rows: { relpages: number; relallvisible: number }[];
  };
  return result.rows[0];
}

const until = async (check: () => Promise<boolean>) => {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('PGlite upkeep', () => {
  let database: TestDatabase | undefined;
  let upkeep: Upkeep | undefined;
  afterEach(async () => {
    await upkeep?.stop();
    await database?.close();
  });

  it('marks the pages of written tables all-visible, as autovacuum would, and again after more writes', async () => {
    database = await pgliteDriver.open();
    const insertPeople = (from: number) =>
      database!.db.execute(sql`
        insert into onboarding (email)
        select 'person' || n || '@example.com' from generate_series(${from}::int, ${from + 1999}::int) as n`);
    await insertPeople(1);
    expect((await onboardingPages(database))?.relallvisible).toBe(0);

    const errors: Error[] = [];
    upkeep = startPgliteUpkeep(database.db, (error) => errors.push(error), {
      firstAfterMs: 0,
      everyMs: 50,
    });
    await until(async () => ((await onboardingPages(database!))?.relallvisible ?? 0) > 0);
    const first = await onboardingPages(database);
    expect(first?.relallvisible).toBe(first?.relpages);

    // Later writes fill new pages; the next run finds them too.
    await insertPeople(2001);
    await until(async () => {
      const pages = await onboardingPages(database!);
      return (
        (pages?.relpages ?? 0) > (first?.relpages ?? 0) && pages?.relallvisible === pages?.relpages
      );
    });
    expect(errors).toEqual([]);
  });

  it('stops: no run after stop(), and stop() waits for one under way', async () => {
    const calls: string[] = [];
    let finish: () => void = () => {};
    const slow = {
      execute: () => {
        calls.push('vacuum');
        return new Promise<void>((resolve) => {
          finish = () => {
            calls.push('finished');
            resolve();
          };
        });
      },
    };
    upkeep = startPgliteUpkeep(slow, () => {}, { firstAfterMs: 0, everyMs: 10 });
    await until(async () => calls.length === 1);
    const stopped = upkeep.stop().then(() => calls.push('stopped'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toEqual(['vacuum']);
    finish();
    await stopped;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toEqual(['vacuum', 'finished', 'stopped']);
  });
});
