// The Interview screen's API: the live definition (everyone), a new version or a restored one
// (owners; audited), the versions, and a spoken sample of the first message (owners, limited).
import { ADMIN_ERROR_CODES } from '@vibe/contracts/admin';
import { API_ERROR_CODES } from '@vibe/contracts/api';
import type {
  InterviewAnswer,
  InterviewSaveAnswer,
  InterviewVersionsAnswer,
  InterviewVoicesAnswer,
} from '@vibe/contracts/interview';
import {
  interviewDefinitionSchema,
  interviewSampleBodySchema,
} from '@vibe/contracts/interview-schemas';
import { JSON_BODY_MAX_BYTES } from '@vibe/contracts/limits';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Database } from '../db/client.ts';
import { recordAudit } from '../db/queries/admin-audit.ts';
import { selectVersions, toVersionRecord } from '../db/queries/admin-interview.ts';
import { selectLiveVersion, selectVersion } from '../db/queries/interviews.ts';
import type { InterviewVersionRow } from '../db/schema/interview-versions.ts';
import {
  SampleBusyError,
  type InterviewPlatform,
} from '../interview-versions/interview-platform.ts';
import { saveInterviewVersion } from '../interview-versions/save-version.ts';
import { ApiError } from '../lib/api-error.ts';
import { isUuid } from '../lib/ids.ts';
import type { RateLimiter } from '../lib/rate-limiter.ts';
import { validateJson } from '../lib/validate-json.ts';
import { requireOwner, type AdminEnv } from '../middleware/admin-session.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { rateLimit } from '../middleware/rate-limit.ts';

const json = jsonBody(JSON_BODY_MAX_BYTES);

/** The voice provider whose library the Interview screen offers. */
const VOICE_PROVIDER = 'vapi';
/** The most voices listed (a library can be long; the screen shows a list to pick from). */
const VOICES_SHOWN = 200;

/** What the audit entry of a save names: the version, and whether the platform took it. */
const savedTarget = (row: InterviewVersionRow) =>
  `version ${row.number}${row.live ? '' : ' (not live: the voice platform refused it)'}`;

/** The saved version, or the platform's refusal (502) carrying the version that was kept. */
function savedAnswer(row: InterviewVersionRow): InterviewSaveAnswer {
  if (row.live) return toVersionRecord(row);
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
  /** Counts each organiser's samples (null: no limit). */
  sampleLimiter: RateLimiter | null;
}) {
  const { db, platform } = deps;
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
      const live = await selectLiveVersion(db, deps.clock());
      const owner = c.get('organiser').role === 'owner';
      const reason = !platform.editable
        ? platform.reason
        : owner
          ? null
          : 'Only an owner may change the interview.';
      return c.json({
        version: toVersionRecord(live),
        editable: reason === null,
        reason,
      } satisfies InterviewAnswer);
    })
    .put('/interview', requireOwner, json, validateJson(interviewDefinitionSchema), async (c) => {
      const organiser = c.get('organiser');
      const saved = await saveInterviewVersion(db, platform, {
        definition: c.req.valid('json'),
        organiser,
        now: deps.clock(),
      });
      await recordAudit(db, {
        actor: organiser.email,
        action: 'interview-save',
        target: savedTarget(saved),
      });
      return c.json(savedAnswer(saved));
    })
    .get('/interview/versions', async (c) =>
      c.json({
        items: (await selectVersions(db, deps.clock())).map(toVersionRecord),
      } satisfies InterviewVersionsAnswer),
    )
    .post('/interview/versions/:id/restore', requireOwner, async (c) => {
      const id = c.req.param('id');
      const earlier = isUuid(id) ? await selectVersion(db, id) : undefined;
      if (!earlier) throw new ApiError(404, API_ERROR_CODES.notFound, 'No version with this id.');
      const organiser = c.get('organiser');
      const saved = await saveInterviewVersion(db, platform, {
        definition: earlier.definition,
        organiser,
        now: deps.clock(),
      });
      await recordAudit(db, {
        actor: organiser.email,
        action: 'interview-restore',
        target: `${savedTarget(saved)} from version ${earlier.number}`,
      });
      return c.json(savedAnswer(saved));
    })
    .get('/interview/voices', async (c) => {
      if (!platform.editable || !platform.voiceLibrary) {
        return c.json({ items: [] } satisfies InterviewVoicesAnswer);
      }
      const items: InterviewVoicesAnswer['items'] = [];
      // The platform's own voices (`vapi`); the local platform answers its voices under it.
      for await (const voice of platform.voiceLibrary.list(VOICE_PROVIDER)) {
        const entry = voice as { providerId?: string; name?: string; language?: string };
        if (!entry.providerId) continue;
        items.push({
          provider: VOICE_PROVIDER,
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
