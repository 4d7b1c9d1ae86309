// The Interview screen's API: the live definition (everyone), a new version, a draft, or a
// draft or earlier version made live (owners; audited), the versions, and a spoken sample of the
// first message (owners, limited).
import { ADMIN_ERROR_CODES } from '@vibe/contracts/admin';
import { API_ERROR_CODES } from '@vibe/contracts/api';
import type {
  InterviewAnswer,
  InterviewSaveAnswer,
  InterviewVersionsAnswer,
  InterviewVoicesAnswer,
} from '@vibe/contracts/interview';
import {
  interviewGoLiveBodySchema,
  interviewSampleBodySchema,
  interviewSaveBodySchema,
} from '@vibe/contracts/interview-schemas';
import { JSON_BODY_MAX_BYTES } from '@vibe/contracts/limits';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Database } from '../db/client.ts';
import { recordAudit } from '../db/queries/admin-audit.ts';
import {
  selectNewestVersion,
  selectVersions,
  toVersionRecord,
} from '../db/queries/admin-interview.ts';
import { selectLiveVersion } from '../db/queries/interviews.ts';
import type { InterviewVersionRow } from '../db/schema/interview-versions.ts';
import type { InterviewChangeLock } from '../interview-versions/change-lock.ts';
import {
  SampleBusyError,
  type InterviewPlatform,
} from '../interview-versions/interview-platform.ts';
import { repairPlatformDrift } from '../interview-versions/platform-drift.ts';
import { makeVersionLive, saveInterviewVersion } from '../interview-versions/save-version.ts';
import { ApiError } from '../lib/api-error.ts';
import { isUuid } from '../lib/ids.ts';
import type { RateLimiter } from '../lib/rate-limiter.ts';
import { validateJson } from '../lib/validate-json.ts';
import { requireOwner, type AdminEnv } from '../middleware/admin-session.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { rateLimit } from '../middleware/rate-limit.ts';

const json = jsonBody(JSON_BODY_MAX_BYTES);

/** The most voices listed (a library can be long; the screen shows a list to pick from). */
const VOICES_SHOWN = 200;

/** What the audit entry of a save names: the version, and whether it went live. */
const savedTarget = (row: InterviewVersionRow) =>
  `version ${row.number}${row.draft ? ' (draft)' : row.live ? '' : ' (not live: the voice platform refused it)'}`;

/** The saved version, or the platform's refusal (502) carrying the version that was kept. */
function savedAnswer(row: InterviewVersionRow): InterviewSaveAnswer {
  if (row.live || (row.draft && !row.platformError)) return toVersionRecord(row);
  throw new ApiError(
    502,
    ADMIN_ERROR_CODES.platformRefused,
    row.platformError ?? 'The voice platform refused the change.',
    {},
    { version: toVersionRecord(row) },
  );
}

/** Voice samples one organiser may ask for per minute (each one occupies the voice). */
export const SAMPLES_PER_ORGANISER_PER_MINUTE = 10;

const SAMPLE_REFUSAL = 'Too many voice samples in a minute. Try again shortly.';
const BUSY_ADVICE = 'Try the sample again in a few seconds.';

const organiserOf = (c: Context) => (c as Context<AdminEnv>).get('organiser');

export function adminInterviewRoutes(deps: {
  db: Database;
  clock: () => Date;
  platform: InterviewPlatform;
  /** Runs one change of the interview at a time, across server copies. */
  lock: InterviewChangeLock;
  /** Counts each organiser's samples (null: no limit). */
  sampleLimiter: RateLimiter | null;
}) {
  const { db, platform } = deps;
  const changes = { db, platform, lock: deps.lock };
  // Samples are for owners only, and few: each occupies the voice that live calls speak with.
  const limitSamples: MiddlewareHandler = deps.sampleLimiter
    ? rateLimit(deps.sampleLimiter, (c) => organiserOf(c).id, SAMPLE_REFUSAL)
    : (_c, next) => next();
  /** The platform's sample, withdrawn if the organiser's request goes away; busy is 503. */
  async function speakSample(
    c: Context<AdminEnv>,
    text: string,
    voice: { provider: string; voiceId: string },
  ) {
    try {
      return platform.editable && platform.speak
        ? await platform.speak(text, voice, c.req.raw.signal)
        : null;
    } catch (error) {
      if (!(error instanceof SampleBusyError)) throw error;
      throw new ApiError(503, ADMIN_ERROR_CODES.sampleBusy, `${error.message} ${BUSY_ADVICE}`, {
        'Retry-After': String(error.retryAfterSeconds),
      });
    }
  }
  return new Hono<AdminEnv>()
    .get('/interview', async (c) => {
      const now = deps.clock();
      const owner = c.get('organiser').role === 'owner';
      const reason = !platform.editable
        ? platform.reason
        : owner
          ? null
          : 'Only an owner may change the interview.';
      // Only an owner's visit checks the platform: it may change the assistant to repair it.
      const platformNotice = reason === null ? await repairPlatformDrift(changes, now) : null;
      const [live, latest] = await Promise.all([
        selectLiveVersion(db, now),
        selectNewestVersion(db, now),
      ]);
      return c.json({
        version: toVersionRecord(live),
        latest: toVersionRecord(latest),
        editable: reason === null,
        reason,
        platformNotice,
      } satisfies InterviewAnswer);
    })
    .put('/interview', requireOwner, json, validateJson(interviewSaveBodySchema), async (c) => {
      const organiser = c.get('organiser');
      const body = c.req.valid('json');
      const saved = await saveInterviewVersion(changes, {
        ...body,
        organiser,
        now: deps.clock(),
      });
      await recordAudit(db, {
        actor: organiser.email,
        action: saved.draft ? 'interview-draft' : 'interview-save',
        target: savedTarget(saved),
      });
      return c.json(savedAnswer(saved));
    })
    .get('/interview/versions', async (c) =>
      c.json({
        items: (await selectVersions(db, deps.clock())).map(toVersionRecord),
      } satisfies InterviewVersionsAnswer),
    )
    .post(
      '/interview/versions/:id/live',
      requireOwner,
      json,
      validateJson(interviewGoLiveBodySchema),
      async (c) => {
        const id = c.req.param('id');
        const organiser = c.get('organiser');
        const made = isUuid(id)
          ? await makeVersionLive(changes, {
              versionId: id,
              baseVersionId: c.req.valid('json').baseVersionId,
              organiser,
              now: deps.clock(),
            })
          : undefined;
        if (!made) throw new ApiError(404, API_ERROR_CODES.notFound, 'No version with this id.');
        const { version, from } = made;
        await recordAudit(db, {
          actor: organiser.email,
          action: version.id === from.id ? 'interview-go-live' : 'interview-restore',
          target:
            version.id === from.id
              ? savedTarget(version)
              : `${savedTarget(version)} from version ${from.number}`,
        });
        return c.json(savedAnswer(version));
      },
    )
    .get('/interview/voices', async (c) => {
      if (!platform.editable || !platform.voiceLibrary) {
        return c.json({ items: [] } satisfies InterviewVoicesAnswer);
      }
      const items: InterviewVoicesAnswer['items'] = [];
      // The voices of the provider the platform's assistant takes, with the ids it takes.
      const provider = platform.voiceProvider;
      // The published API names no `local` provider: the local platform's own extension.
      const listed = platform.voiceLibrary.list(
        provider as Parameters<typeof platform.voiceLibrary.list>[0],
      );
      for await (const voice of listed) {
        const entry = voice as { providerId?: string; name?: string; language?: string };
        if (!entry.providerId) continue;
        items.push({
          provider,
          voiceId: entry.providerId,
          name: entry.name ?? entry.providerId,
          language: entry.language ?? null,
        });
        if (items.length >= VOICES_SHOWN) break;
      }
      return c.json({ items } satisfies InterviewVoicesAnswer);
    })
    .post(
      '/interview/sample',
      requireOwner,
      limitSamples,
      json,
      validateJson(interviewSampleBodySchema),
      async (c) => {
        const { text, voice } = c.req.valid('json');
        const audio = await speakSample(c, text, voice);
        if (!audio) {
          throw new ApiError(
            501,
            ADMIN_ERROR_CODES.sampleUnavailable,
            'The voice platform’s API offers no speech synthesis for a sample; start a test call to hear the voice.',
          );
        }
        return c.body(audio.audio as Uint8Array<ArrayBuffer>, 200, {
          'Content-Type': audio.contentType,
        });
      },
    );
}
