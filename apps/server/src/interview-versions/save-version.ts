// Saving the interview: a new version in the database first (so nothing an owner wrote is
// lost), then the platform's assistant updated through our SDK; the version is live only when
// the platform accepted it, and otherwise keeps the platform's error as it said it.
import { ADMIN_ERROR_CODES } from '@vibe/contracts/admin';
import type { InterviewDefinition } from '@vibe/contracts/interview';
import type { Database } from '../db/client.ts';
import {
  insertVersion,
  markVersionLive,
  recordPlatformError,
} from '../db/queries/admin-interview.ts';
import type { InterviewVersionRow } from '../db/schema/interview-versions.ts';
import { ApiError } from '../lib/api-error.ts';
import { assistantUpdate } from './assistant-body.ts';
import type { InterviewPlatform } from './interview-platform.ts';

/** The error every save gets while the interview cannot be changed from the dashboard. */
export function readOnlyError(reason: string): ApiError {
  return new ApiError(409, ADMIN_ERROR_CODES.interviewReadOnly, reason);
}

/** The platform's refusal in its own words (the SDK's message names status and body). */
function platformMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 2000) || 'The voice platform refused the change without a message.';
}

/** Saves `definition` as a new version and sends it to the platform's assistant. */
export async function saveInterviewVersion(
  db: Database,
  platform: InterviewPlatform,
  input: { definition: InterviewDefinition; organiser: { id: string; email: string }; now: Date },
): Promise<InterviewVersionRow> {
  if (!platform.editable) throw readOnlyError(platform.reason);
  const version = await insertVersion(db, input);
  try {
    const current = await platform.assistants.retrieve(platform.assistantId);
    await platform.assistants.update(
      platform.assistantId,
      assistantUpdate(input.definition, current),
    );
  } catch (error) {
    return recordPlatformError(db, version.id, platformMessage(error));
  }
  return markVersionLive(db, version.id, input.now);
}
