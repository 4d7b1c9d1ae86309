// Themes for answers stored before themes existed, on both databases: the backfill gives them
// the themes a report would have, counted the same, and a second run finds nothing to do.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerThemes, questionThemes } from '../db/schema/answer-themes.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';
import { backfillThemes } from './backfill.ts';
import { loadThemes } from './theme-model.ts';

const VERSION = '01900000-0000-7000-8000-0000000000aa';

describeOnEachDatabase((context) => {
  describe('the themes backfill', () => {
    it('themes the answers that have none, counts them, and finds nothing left on a second run', async () => {
      const { db } = context().database;
      await db.execute(sql`truncate table interview_versions cascade`);
      await db.execute(sql`
        insert into interview_versions (id, number, definition, question_ids, live, live_at)
        values (${VERSION}, 1, '{"questions":["What?"]}'::jsonb, '["q1"]'::jsonb, true, now())`);
      const said = ['Open-source projects.', 'Open source software!', 'Yes.'];
      for (const [i, answer] of said.entries()) {
        const interview = `01900000-0000-7000-8000-00000000000${i}`;
        await db.execute(sql`
          insert into onboarding (email, user_agent) values (${`p${i}@example.com`}, 'test')`);
        await db.execute(sql`
          insert into interviews (id, email, token_hash, status, interview_version_id)
          values (${interview}, ${`p${i}@example.com`}, 'x', 'completed', ${VERSION})`);
        await db.execute(sql`
          insert into interview_answers (id, interview_id, interview_version_id, question_index,
            question_id, question, answer)
          values (${`01900000-0000-7000-8000-00000000010${i}`}, ${interview}, ${VERSION}, 0, 'q1',
            'What?', ${answer})`);
      }
      const themesOf = await loadThemes();
      expect(await backfillThemes(db, themesOf)).toEqual({ read: 3, themed: 2 });
      const counts = await db.select().from(questionThemes);
      expect(counts.find((row) => row.theme === 'open source')).toEqual({
        questionId: 'q1',
        theme: 'open source',
        people: 2,
      });
      const themed = await db.select().from(answerThemes);
      // Each theme knows whose answer it is: the counts are by person.
      expect(new Set(themed.map((row) => row.email))).toEqual(
        new Set(['p0@example.com', 'p1@example.com']),
      );
      // "Yes." has no theme, so it is read again by a later run, and still gets none.
      expect(await backfillThemes(db, themesOf)).toEqual({ read: 1, themed: 0 });
      expect(await db.select().from(answerThemes)).toHaveLength(themed.length);
    });
  });
});
