import { API_ERROR_CODES } from '@vibe/contracts/api';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/client.ts';
import { findInterviewCredentials } from '../db/queries/interviews.ts';
import { ApiError } from '../lib/api-error.ts';
import { isUuid } from '../lib/ids.ts';
import { interviewTokenMatches, readBearerToken } from '../lib/interview-token.ts';

/** Variables set for the interview routes once the bearer token has been checked. */
export interface InterviewAuthEnv {
  Variables: { interviewId: string };
}

/**
 * Opens `/:id/...` only with that interview's own bearer token: an unknown id is `404` whatever
 * the token; a missing or wrong token (including another interview's) is `401`.
 */
export function interviewAuth(db: Database) {
  return createMiddleware<InterviewAuthEnv>(async (c, next) => {
    const id = (c.req.param('id') ?? '').toLowerCase();
    const found = isUuid(id) ? await findInterviewCredentials(db, id) : undefined;
    if (!found) {
      throw new ApiError(404, API_ERROR_CODES.notFound, 'No interview with this id.');
    }
    const token = readBearerToken(c.req.header('authorization'));
    if (!token || !interviewTokenMatches(token, found.tokenHash)) {
      throw new ApiError(
        401,
        API_ERROR_CODES.unauthorized,
        'A valid bearer token for this interview is required.',
        { 'WWW-Authenticate': 'Bearer' },
      );
    }
    c.set('interviewId', found.id);
    await next();
  });
}
