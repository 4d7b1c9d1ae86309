// After an end-of-call report is stored on its attempt: the attempt's answers per question of
// the version it ran with (the live one for attempts from before versions), and the summary.
import type { Database } from '../db/client.ts';
import { replaceAnswers } from '../db/queries/admin-answers.ts';
import { selectLiveVersion, selectVersion } from '../db/queries/admin-interview.ts';
import type { InterviewRow } from '../db/schema/interviews.ts';
import type { ReportAnalysis } from '../call-reports/report-analysis.ts';
import { mapAnswers } from './answer-mapping.ts';

/**
 * Stores the answers of `attempt` (the row the report was just stored on, so it is not read
 * again) from its report's analysis and transcript.
 */
export async function storeReportAnswers(
  db: Database,
  attempt: InterviewRow,
  analysis: ReportAnalysis,
  now: Date,
): Promise<number> {
  const version =
    (attempt.interviewVersionId && (await selectVersion(db, attempt.interviewVersionId))) ||
    (await selectLiveVersion(db, now));
  const answers = mapAnswers({
    questions: version.definition.questions,
    structuredData: analysis.structuredData,
    transcript: attempt.transcript,
    callStart: attempt.startedAt,
  });
  await replaceAnswers(db, {
    interviewId: attempt.id,
    versionId: version.id,
    answers,
    summary: analysis.summary,
    at: attempt.completedAt ?? now,
  });
  return answers.length;
}
