// The interviews export's answer columns: the interview's version and summary, then one column
// per question of the live version (CSV; the header is the question) or, in JSON lines, one
// object per answered question with the question as the interview's version asked it. An answer
// goes to the column of its question's position; formula-safety is the CSV writer's, as for
// every other cell.
import type { InterviewExportRow } from '../db/queries/admin-export.ts';
import type { Database } from '../db/client.ts';
import { selectAnswerColumns, type InterviewAnswerColumns } from '../db/queries/admin-answers.ts';
import { selectLiveVersion } from '../db/queries/interviews.ts';
import type { ExportTable } from './export-table.ts';

type WithAnswers = InterviewExportRow & InterviewAnswerColumns;

const NO_ANSWERS: InterviewAnswerColumns = { versionNumber: null, summary: null, answers: [] };

/** `base` (the interviews' table) with the answer columns of the live version's questions. */
export async function withAnswerColumns(
  db: Database,
  base: ExportTable<InterviewExportRow>,
  now: Date,
): Promise<ExportTable<WithAnswers>> {
  const { questions } = (await selectLiveVersion(db, now)).definition;
  return {
    columns: [
      ...base.columns,
      'interview_version',
      'summary',
      ...questions.map((question, i) => `q${i + 1}: ${question}`),
    ],
    async *batches(database, filter) {
      for await (const rows of base.batches(database, filter)) {
        const extra = await selectAnswerColumns(
          database,
          rows.map((row) => row.id),
        );
        yield rows.map((row) => ({ ...row, ...(extra.get(row.id) ?? NO_ANSWERS) }));
      }
    },
    values: (row) => [
      ...base.values(row),
      row.versionNumber,
      row.summary,
      ...questions.map((_q, i) => row.answers.find((a) => a.questionIndex === i)?.answer ?? null),
    ],
    json: (row) => ({
      ...(base.json?.(row) ?? {}),
      interview_version: row.versionNumber,
      summary: row.summary,
      answers: row.answers.map((answer) => ({
        question_index: answer.questionIndex,
        question: answer.question,
        answer: answer.answer,
        start_seconds: answer.startSeconds,
      })),
    }),
  };
}
