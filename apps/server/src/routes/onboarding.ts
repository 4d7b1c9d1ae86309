import {
  API_ERROR_CODES,
  type OnboardingCreated,
  type OnboardingDuplicate,
} from '@vibe/contracts/api';
import { onboardingBodySchema } from '@vibe/contracts/api-schemas';
import { JSON_BODY_MAX_BYTES } from '@vibe/contracts/limits';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Database } from '../db/client.ts';
import { registerOnboarding } from '../db/queries/onboarding.ts';
import { toOnboardingRecord } from '../db/serialize.ts';
import { newId } from '../lib/ids.ts';
import { issueInterviewToken } from '../lib/interview-token.ts';
import type { RateLimiter } from '../lib/rate-limiter.ts';
import { validateJson } from '../lib/validate-json.ts';
import { jsonBody } from '../middleware/json-body.ts';
import type { ServerMetrics } from '../metrics/server-metrics.ts';
import { rateLimit } from '../middleware/rate-limit.ts';

export interface OnboardingRouteDeps {
  db: Database;
  clock: () => Date;
  /** Null turns rate limiting off. */
  rateLimiter: RateLimiter | null;
  clientAddress: (c: Context) => string;
  /** Counts the sign-ups. */
  metrics?: Pick<ServerMetrics, 'signedUp'>;
}

const noLimit: MiddlewareHandler = (_c, next) => next();

/**
 * `POST /api/onboarding`: stores the e-mail (once) and opens a new interview.
 * `201 {record, interview}` for a new e-mail; `409 {error: {code: "23505"}, interview}` for a
 * known one, whose flow still goes on to its own fresh interview. The body
 * schema normalises the e-mail and holds it to the e-mail rule (`400 invalid_email`); the
 * handler takes it as it comes.
 */
export function onboardingRoutes(deps: OnboardingRouteDeps) {
  const limit = deps.rateLimiter ? rateLimit(deps.rateLimiter, deps.clientAddress) : noLimit;
  return new Hono().post(
    '/',
    // Counted before the body is read, so a flood of malformed requests is limited too.
    limit,
    jsonBody(JSON_BODY_MAX_BYTES),
    validateJson(onboardingBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const now = deps.clock();
      const { token, hash } = issueInterviewToken();
      const { created, interviewId } = await registerOnboarding(deps.db, {
        email: body.email,
        userAgent: body.user_agent ?? null,
        referrer: body.referrer ?? null,
        interviewId: newId(now),
        tokenHash: hash,
        now,
      });
      const ticket = { id: interviewId, token };
      deps.metrics?.signedUp(created ? 'new' : 'known');
      if (!created) {
        return c.json(
          {
            error: {
              code: API_ERROR_CODES.duplicateEmail,
              message: 'This email is already registered.',
            },
            interview: ticket,
          } satisfies OnboardingDuplicate,
          409,
        );
      }
      return c.json(
        { record: toOnboardingRecord(created), interview: ticket } satisfies OnboardingCreated,
        201,
      );
    },
  );
}
