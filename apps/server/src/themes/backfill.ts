// Themes for answers stored before themes existed (docs/product.md#themes-per-question):
// `npm run admin -- themes` finds them once, batch by batch, in the order of the answers' ids,
// so an answer that has no theme at all is read once per run. Safe beside a running server and
// another run: a theme already stored is left as it is, and a new report replaces its answers
// with their own themes anyway.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { ThemesOf } from './theme-model.ts';

const BATCH = 500;

interface Unthemed {
  id: string;
  question_id: string;
  answer: string;
  created_at: string;
}

/** Finds and stores the themes of every answer without any; says how many answers got some. */
export async function backfillThemes(
  db: Database,
  themesOf: ThemesOf,
): Promise<{ read: number; themed: number }> {
  let after = '00000000-0000-0000-0000-000000000000';
  let read = 0;
  let themed = 0;
  for (;;) {
    const result = await db.execute(sql`
      select a.id, a.question_id, a.answer, a.created_at::text as created_at
      from interview_answers a
      where a.id > ${after}::uuid
        and not exists (select 1 from answer_themes t where t.answer_id = a.id)
      order by a.id
      limit ${BATCH}`);
    const answers = (result as unknown as { rows: Unthemed[] }).rows;
    if (answers.length === 0) return { read, themed };
    read += answers.length;
    after = answers.at(-1)!.id;
    const rows = answers.flatMap((answer) =>
      themesOf(answer.answer).map((mention) => ({ ...mention, answer_id: answer.id })),
    );
    themed += new Set(rows.map((row) => row.answer_id)).size;
    if (rows.length === 0) continue;
    // Joined to the answers again: one erased since it was read is skipped, not an error.
    await db.execute(sql`
      insert into answer_themes (answer_id, question_id, email, theme, start, "end", created_at)
      select a.id, a.question_id, i.email, x.theme, x.start, x."end", a.created_at
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(answer_id uuid, theme text, start int, "end" int)
      join interview_answers a on a.id = x.answer_id
      join interviews i on i.id = a.interview_id
      on conflict do nothing`);
  }
}
