// Saving the interview: a new version in the database first (so nothing an owner wrote is
// lost), then, unless it is a draft, the platform's assistant updated through our SDK; the
// version is live only when the platform accepted it, and otherwise keeps the platform's error
// as it said it. Each change is based on the newest version its owner saw (a newer one is a
// conflict, never overwritten) and runs alone across server copies (change-lock.ts).
import { ADMIN_ERROR_CODES } from '@vibe/contracts/admin';
import { API_ERROR_CODES } from '@vibe/contracts/api';
import type { InterviewConflict, InterviewDefinition } from '@vibe/contracts/interview';
import type { Database } from '../db/client.ts';
import {
  insertVersion,
  markVersionLive,
  recordPlatformError,
  selectNewestVersion,
  selectVersions,
  toVersionRecord,
} from '../db/queries/admin-interview.ts';
import { selectVersion } from '../db/queries/interviews.ts';
import type { InterviewVersionRow } from '../db/schema/interview-versions.ts';
import { ApiError } from '../lib/api-error.ts';
import { assistantUpdate } from './assistant-body.ts';
import type { InterviewChangeLock } from './change-lock.ts';
import type { InterviewPlatform } from './interview-platform.ts';
import { assignQuestionIds, UnknownQuestionIdError } from './question-ids.ts';

/** The error every save gets while the interview cannot be changed from the dashboard. */
export function readOnlyError(reason: string): ApiError {
  return new ApiError(409, ADMIN_ERROR_CODES.interviewReadOnly, reason);
}

/** The platform's refusal in its own words (the SDK's message names status and body). */
export function platformMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 2000) || 'The voice platform refused the change without a message.';
}

/** What a change of the interview needs around it. */
export interface InterviewChangeDeps {
  db: Database;
  platform: InterviewPlatform;
  lock: InterviewChangeLock;
}

/** Who changes the interview, when, and from which version they started. */
interface ChangeBy {
  organiser: { id: string; email: string };
  now: Date;
  /** The newest version the owner saw when they started. */
  baseVersionId: string;
}

/** `409 version_conflict` when a version newer than `baseVersionId` was saved meanwhile. */
async function requireNewestBase(db: Database, input: ChangeBy): Promise<void> {
  const newest = await selectNewestVersion(db, input.now);
  if (newest.id === input.baseVersionId) return;
  const by = newest.createdBy ?? 'the first start';
  throw new ApiError(
    409,
    ADMIN_ERROR_CODES.versionConflict,
    `Version ${newest.number} was saved by ${by} at ${newest.createdAt.toISOString()}, after the version this change started from. Review both before saving again.`,
    {},
    { latest: toVersionRecord(newest) } satisfies InterviewConflict,
  );
}

/** Sends `version` to the platform's assistant; live when it accepted, else its refusal kept. */
export async function sendVersionToPlatform(
  deps: InterviewChangeDeps,
  version: InterviewVersionRow,
  now: Date,
): Promise<InterviewVersionRow> {
  const { db, platform } = deps;
  if (!platform.editable) throw readOnlyError(platform.reason);
  try {
    const current = await platform.assistants.retrieve(platform.assistantId);
    await platform.assistants.update(
      platform.assistantId,
      assistantUpdate(version.definition, current),
    );
  } catch (error) {
    return recordPlatformError(db, version.id, platformMessage(error));
  }
  return markVersionLive(db, version.id, now);
}

/** Saves `definition` as a new version: a draft, or sent to the platform's assistant. */
export async function saveInterviewVersion(
  deps: InterviewChangeDeps,
  input: ChangeBy & {
    definition: InterviewDefinition;
    /** By position, an earlier question's id a reworded question keeps (see question-ids.ts). */
    questionIds?: readonly (string | null)[] | undefined;
    draft?: boolean | undefined;
  },
): Promise<InterviewVersionRow> {
  const { db, platform } = deps;
  if (!platform.editable) throw readOnlyError(platform.reason);
  return deps.lock(async () => {
    await requireNewestBase(db, input);
    let questionIds: string[];
    try {
      questionIds = assignQuestionIds(
        input.definition.questions,
        input.questionIds,
        (await selectVersions(db, input.now)).map((version) => ({
          questions: version.definition.questions,
          questionIds: version.questionIds,
        })),
      );
    } catch (error) {
      if (!(error instanceof UnknownQuestionIdError)) throw error;
      throw new ApiError(400, API_ERROR_CODES.invalidBody, error.message);
    }
    const version = await insertVersion(db, {
      definition: input.definition,
      questionIds,
      draft: input.draft === true,
      organiser: input.organiser,
      now: input.now,
    });
    return version.draft ? version : sendVersionToPlatform(deps, version, input.now);
  });
}

/**
 * Makes version `versionId` live: a draft goes live itself; an earlier version is copied as a
 * new one (its questions keep their ids), so the list keeps what was live when. Undefined when
 * there is no such version.
 */
export async function makeVersionLive(
  deps: InterviewChangeDeps,
  input: ChangeBy & { versionId: string },
): Promise<{ version: InterviewVersionRow; from: InterviewVersionRow } | undefined> {
  const { db, platform } = deps;
  if (!platform.editable) throw readOnlyError(platform.reason);
  return deps.lock(async () => {
    const from = await selectVersion(db, input.versionId);
    if (!from) return undefined;
    await requireNewestBase(db, input);
    const version =
      from.draft && !from.live
        ? from
        : await insertVersion(db, {
            definition: from.definition,
            questionIds: from.questionIds,
            draft: false,
            organiser: input.organiser,
            now: input.now,
          });
    return { version: await sendVersionToPlatform(deps, version, input.now), from };
  });
}
