// "Try it" on the Interview screen: an owner's test call on a version (a draft, usually). The
// server places it with the private key, because a public key may not override the assistant:
// the call runs the version as the assistant would (the same update a save sends, given as the
// call's overrides) and is marked as a test, so its end-of-call report is stored nowhere. The
// browser gets back only what joining the call needs.
import { ADMIN_ERROR_CODES } from '@vibe/contracts/admin';
import { API_ERROR_CODES } from '@vibe/contracts/api';
import type { InterviewTestCall, InterviewTestCallAnswer } from '@vibe/contracts/interview';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { recordAudit } from '../db/queries/admin-audit.ts';
import { selectVersion } from '../db/queries/interviews.ts';
import type { InterviewVersionRow } from '../db/schema/interview-versions.ts';
import { assistantUpdate } from '../interview-versions/assistant-body.ts';
import type {
  InterviewPlatform,
  TestCallBody,
  TestCallPlacer,
} from '../interview-versions/interview-platform.ts';
import { platformMessage, readOnlyError } from '../interview-versions/save-version.ts';
import { ApiError } from '../lib/api-error.ts';
import { isUuid } from '../lib/ids.ts';
import { expectedOrigin } from '../lib/origins.ts';
import type { RateLimiter } from '../lib/rate-limiter.ts';
import { requireOwner, type AdminEnv } from '../middleware/admin-session.ts';
import { rateLimit } from '../middleware/rate-limit.ts';

/** Test calls one organiser may place per minute (each is a live call on the platform). */
export const TEST_CALLS_PER_ORGANISER_PER_MINUTE = 5;

const TEST_CALL_REFUSAL = 'Too many test calls in a minute. Try again shortly.';
const NO_TEST_CALLS = 'This voice platform cannot place test calls from the dashboard.';
const UNJOINABLE = 'The voice platform answered with a test call that cannot be joined.';

type EditablePlatform = Extract<InterviewPlatform, { editable: true }>;

/** A URL the SDK's call class joins: a Daily room (http/https) or a session socket (ws/wss). */
const joinUrl = z
  .string()
  .max(4096)
  .refine((url) => /^(https?|wss?):\/\//i.test(url) && URL.canParse(url))
  .optional()
  .catch(undefined);

/**
 * The platform's web call, cut down to what `reconnect` reads: nothing else it holds (the
 * overrides, the assistant's server, the org) goes to the browser. Needs an id and a URL.
 */
const joinableCall = z
  .object({
    id: z.string().min(1).max(200),
    webCallUrl: joinUrl,
    transport: z
      .object({
        provider: z.string().max(100).optional().catch(undefined),
        callUrl: joinUrl,
        websocketCallUrl: joinUrl,
      })
      .optional()
      .catch(undefined),
    artifactPlan: z
      .object({ videoRecordingEnabled: z.boolean().optional().catch(undefined) })
      .optional()
      .catch(undefined),
    assistant: z
      .object({
        voice: z
          .object({ provider: z.string().max(100).optional().catch(undefined) })
          .optional()
          .catch(undefined),
      })
      .optional()
      .catch(undefined),
  })
  .refine((call) => call.webCallUrl ?? call.transport?.callUrl ?? call.transport?.websocketCallUrl);

/**
 * Places the test call: the platform's assistant with `version` as its overrides (their metadata
 * keeps the assistant's other keys), marked as a test of that version.
 */
async function placeTestCall(
  platform: EditablePlatform,
  place: TestCallPlacer,
  version: InterviewVersionRow,
  pageOrigin: string,
): Promise<InterviewTestCall> {
  let answer: unknown;
  try {
    const current = await platform.assistants.retrieve(platform.assistantId);
    const overrides = assistantUpdate(version.definition, current) as Record<string, unknown>;
    const marks = { testCall: true, interviewVersionId: version.id };
    const metadata = { ...(overrides.metadata as Record<string, unknown>), ...marks };
    const body = {
      assistantId: platform.assistantId,
      assistantOverrides: { ...overrides, metadata },
      metadata: marks,
    };
    answer = await place(body as TestCallBody, pageOrigin);
  } catch (error) {
    throw new ApiError(502, ADMIN_ERROR_CODES.platformRefused, platformMessage(error));
  }
  const call = joinableCall.safeParse(answer);
  if (!call.success) throw new ApiError(502, ADMIN_ERROR_CODES.platformRefused, UNJOINABLE);
  return call.data as InterviewTestCall;
}

const organiserOf = (c: Context) => (c as Context<AdminEnv>).get('organiser');

export function adminInterviewTryRoutes(deps: {
  db: Database;
  interviewPlatform: InterviewPlatform;
  /** Counts each organiser's test calls (null or absent: no limit). */
  testCallLimiter?: RateLimiter | null | undefined;
  publicUrl: string | undefined;
  trustProxy: boolean;
}) {
  const platform = deps.interviewPlatform;
  const origins = {
    publicOrigin: deps.publicUrl && new URL(deps.publicUrl).origin,
    trustProxy: deps.trustProxy,
  };
  const limit: MiddlewareHandler = deps.testCallLimiter
    ? rateLimit(deps.testCallLimiter, (c) => organiserOf(c).id, TEST_CALL_REFUSAL)
    : (_c, next) => next();
  return new Hono<AdminEnv>().post(
    '/interview/versions/:id/try',
    requireOwner,
    limit,
    async (c) => {
      if (!platform.editable) throw readOnlyError(platform.reason);
      if (!platform.placeTestCall) throw readOnlyError(NO_TEST_CALLS);
      const id = c.req.param('id');
      const version = isUuid(id) ? await selectVersion(deps.db, id) : undefined;
      if (!version) throw new ApiError(404, API_ERROR_CODES.notFound, 'No version with this id.');
      // The admin API answers only its own page (same-origin), so this is the page's origin.
      const pageOrigin = expectedOrigin(c.req.raw, origins);
      const call = await placeTestCall(platform, platform.placeTestCall, version, pageOrigin);
      // Written down like any change: a test call is a live call on the platform (and billed).
      await recordAudit(deps.db, {
        actor: organiserOf(c).email,
        action: 'interview-test-call',
        target: `version ${version.number}${version.draft ? ' (draft)' : ''}`,
      });
      return c.json({ versionId: version.id, call } satisfies InterviewTestCallAnswer);
    },
  );
}
