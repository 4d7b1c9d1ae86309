// The interviews export's answer columns: the interview's version and summary, then one column
// per question ever asked (CSV; the live version's questions first, then earlier ones; the
// header is the question's latest wording) or, in JSON lines, one object per answered question
// with the question as the interview's version asked it. An answer goes to the column of its
// question's identity, whatever version asked it, so no answer sits under another question;
// formula-safety is the CSV writer's, as for every other cell.
import type { InterviewExportRow } from '../db/queries/admin-export.ts';
import type { Database } from '../db/client.ts';
import { selectAnswersOf, type IdentifiedAnswer } from '../db/queries/admin-answers.ts';
import { selectVersions } from '../db/queries/admin-interview.ts';
import { questionCatalogue } from '../interview-versions/question-catalogue.ts';
import type { ExportTable } from './export-table.ts';

type WithAnswers = InterviewExportRow & { answers: IdentifiedAnswer[] };

/** `base` (the interviews' table) with one answer column per question ever asked. */
export async function withAnswerColumns(
  db: Database,
  base: ExportTable<InterviewExportRow>,
  now: Date,
): Promise<ExportTable<WithAnswers>> {
  const { live, earlier } = questionCatalogue(await selectVersions(db, now));
  const questions = [...live, ...earlier];
  return {
    columns: [
      ...base.columns,
      'interview_version',
      'summary',
      ...questions.map((question, i) => `q${i + 1}: ${question.text}`),
    ],
    async *batches(database, filter) {
      for await (const rows of base.batches(database, filter)) {
        const answers = await selectAnswersOf(
          database,
          rows.map((row) => row.id),
        );
        // Object.assign, not a spread: in Node 20 an object literal spreading a row gets a
        // hidden class of its own per object, about 1 KB a row of old-generation garbage.
        yield rows.map((row) => Object.assign({}, row, { answers: answers.get(row.id) ?? [] }));
      }
    },
    values: (row) => [
      ...base.values(row),
      row.versionNumber,
      row.summary,
      ...questions.map(
        (question) => row.answers.find((a) => a.questionId === question.id)?.answer ?? null,
      ),
    ],
    json: (row) =>
      Object.assign(base.json?.(row) ?? {}, {
        interview_version: row.versionNumber,
        summary: row.summary,
        answers: row.answers.map((answer) => ({
          question_id: answer.questionId,
          question_index: answer.questionIndex,
          question: answer.question,
          answer: answer.answer,
          start_seconds: answer.startSeconds,
        })),
      }),
  };
}
