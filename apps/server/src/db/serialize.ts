// Rows as the API shows them (snake_case fields, ISO 8601 timestamps). The token hash never
// leaves the server.
import type { Interview, OnboardingRecord } from '@vibe/contracts/api';
import type { InterviewRow } from './schema/interviews.ts';
import type { OnboardingRecordRow } from './schema/onboarding-records.ts';

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** The onboarding record in the API's shape. */
export function toOnboardingRecord(row: OnboardingRecordRow): OnboardingRecord {
  return {
    email: row.email,
    user_agent: row.userAgent,
    referrer: row.referrer,
    interview_started_at: iso(row.interviewStartedAt),
    interview_completed_at: iso(row.interviewCompletedAt),
    interview_completed: row.interviewCompleted,
    transcript: row.transcript,
    interview_duration_seconds: row.interviewDurationSeconds,
    created_at: row.createdAt.toISOString(),
  };
}

/** An interview in the API's shape. */
export function toInterview(row: InterviewRow): Interview {
  return {
    id: row.id,
    email: row.email,
    call_id: row.callId,
    status: row.status,
    ended_reason: row.endedReason,
    started_at: iso(row.startedAt),
    completed_at: iso(row.completedAt),
    completed: row.status === 'completed',
    transcript: row.transcript,
    duration_seconds: row.durationSeconds,
    created_at: row.createdAt.toISOString(),
  };
}
