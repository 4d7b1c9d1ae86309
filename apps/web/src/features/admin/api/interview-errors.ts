// What a refused interview save or go-live carries beside its message: the newer version of a
// `409 version_conflict`, the kept but refused version of a `502 platform_refused`.
import { ADMIN_ERROR_CODES } from '@vibe/contracts/admin';
import type { InterviewVersionRecord } from '@vibe/contracts/interview';
import { ApiError } from '@/lib/api-client.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Enough of a version to show and compare it; anything less is not trusted as one. */
function versionFrom(value: unknown): InterviewVersionRecord | null {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.number !== 'number') {
    return null;
  }
  const { definition } = value;
  if (!isRecord(definition) || !Array.isArray(definition.questions)) return null;
  if (!definition.questions.every((question) => typeof question === 'string')) return null;
  if (!isRecord(definition.voice) || typeof value.createdAt !== 'string') return null;
  const questionIds = Array.isArray(value.questionIds) ? value.questionIds : [];
  return { ...(value as unknown as InterviewVersionRecord), questionIds };
}

function bodyField(error: unknown, code: string, field: string): unknown {
  if (!(error instanceof ApiError) || error.code !== code || !isRecord(error.body)) return null;
  return error.body[field];
}

/** The newer version a save or go-live met (`409 version_conflict`); null for other errors. */
export const conflictOf = (error: unknown) =>
  versionFrom(bodyField(error, ADMIN_ERROR_CODES.versionConflict, 'latest'));

/** The version kept though the platform refused it (`502 platform_refused`); else null. */
export const refusedVersionOf = (error: unknown) =>
  versionFrom(bodyField(error, ADMIN_ERROR_CODES.platformRefused, 'version'));

export const isPlatformRefusal = (error: unknown) =>
  error instanceof ApiError && error.code === ADMIN_ERROR_CODES.platformRefused;
