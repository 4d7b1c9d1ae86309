// Voice samples on the Interview screen (`POST /api/admin/interview/sample`): owners only, a
// per-organiser limit, a busy voice answered as 503 with Retry-After (never a 500), and the
// request's abort reaching the platform. The platform is a fake here; the whole chain under a
// burst of samples runs in hostile-input/sample-burst.test.ts.
import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  localSpeechSampler,
  SampleBusyError,
  type InterviewAssistants,
  type InterviewPlatform,
  type SpeechSampler,
} from '../interview-versions/interview-platform.ts';
import { organiserSession, sendJson, type OrganiserSession } from '../testing/admin-helpers.ts';
import { buildTestApp, errorCode } from '../testing/api-helpers.ts';
import { useSuiteDatabase } from '../testing/each-database.ts';
import { availableDrivers, TEST_DATABASE_URL, type TestDriver } from '../testing/test-databases.ts';
import { SAMPLES_PER_ORGANISER_PER_MINUTE } from './admin-interview.ts';

const body = { text: 'Welcome to the interview!', voice: { provider: 'vapi', voiceId: 'Kylie' } };
const WAV = new Uint8Array([82, 73, 70, 70]);

/** A platform whose sampler the test replaces per case. */
function samplingPlatform() {
  const state: { speak: SpeechSampler; signals: AbortSignal[] } = {
    speak: async () => ({ audio: WAV, contentType: 'audio/wav' }),
    signals: [],
  };
  const platform: InterviewPlatform = {
    editable: true,
    voiceProvider: 'local',
    assistants: {} as InterviewAssistants,
    assistantId: 'assistant-1',
    speak: (text, voice, signal) => {
      if (signal) state.signals.push(signal);
      return state.speak(text, voice, signal);
    },
  };
  return { state, platform };
}

function describeSampleSuite(driver: TestDriver): void {
  describe(`voice samples on ${driver.name}`, () => {
    const database = useSuiteDatabase(driver);
    let app: Hono;
    let fake: ReturnType<typeof samplingPlatform>;
    let owner: OrganiserSession;
    let viewer: OrganiserSession;

    beforeEach(async () => {
      fake = samplingPlatform();
      app = buildTestApp(database(), { interviewPlatform: fake.platform });
      owner = await organiserSession(app, database().db, 'owner@example.com', 'owner');
      viewer = await organiserSession(app, database().db, 'viewer@example.com', 'viewer');
    });

    const sample = (session: OrganiserSession) =>
      sendJson(session, 'POST', '/api/admin/interview/sample', body);

    it('plays an owner’s sample and refuses a viewer’s with 403, without asking the platform', async () => {
      const played = await sample(owner);
      expect(played.status).toBe(200);
      expect(played.headers.get('content-type')).toBe('audio/wav');
      expect(fake.state.signals).toHaveLength(1);

      const refused = await sample(viewer);
      expect(refused.status).toBe(403);
      expect(await errorCode(refused)).toBe('forbidden');
      expect(fake.state.signals).toHaveLength(1);
    });

    it('limits each organiser’s samples per minute: 429 with Retry-After, others unaffected', async () => {
      for (let i = 0; i < SAMPLES_PER_ORGANISER_PER_MINUTE; i++) {
        expect((await sample(owner)).status).toBe(200);
      }
      const limited = await sample(owner);
      expect(limited.status).toBe(429);
      expect(await errorCode(limited)).toBe('rate_limited');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(fake.state.signals).toHaveLength(SAMPLES_PER_ORGANISER_PER_MINUTE);

      const other = await organiserSession(app, database().db, 'second@example.com', 'owner');
      expect((await sample(other)).status).toBe(200);
    });

    it('answers a busy voice as 503 sample_busy with Retry-After, never a 500', async () => {
      fake.state.speak = async () => {
        throw new SampleBusyError('The voice is busy with live calls.', 7);
      };
      const busy = await sample(owner);
      expect(busy.status).toBe(503);
      expect(await errorCode(busy)).toBe('sample_busy');
      expect(busy.headers.get('retry-after')).toBe('7');
    });

    it('hands the platform a signal that aborts when the organiser’s request does', async () => {
      let started = () => {};
      const asked = new Promise<void>((resolve) => (started = resolve));
      fake.state.speak = (_text, _voice, signal) =>
        new Promise((_resolve, reject) => {
          started();
          signal?.addEventListener('abort', () => reject(signal.reason));
        });
      const controller = new AbortController();
      const answer = owner.request('/api/admin/interview/sample', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      await asked;
      expect(fake.state.signals[0]?.aborted).toBe(false);
      controller.abort();
      await answer.catch(() => undefined);
      expect(fake.state.signals[0]?.aborted).toBe(true);
    });
  });
}

for (const driver of availableDrivers) describeSampleSuite(driver);
if (!TEST_DATABASE_URL) {
  describe('voice samples on postgres', () => {
    it.skip('runs when TEST_DATABASE_URL points at a PostgreSQL server', () => {});
  });
}

describe('localSpeechSampler', () => {
  const answering =
    (res: () => Response): typeof fetch =>
    async () =>
      res();
  const sampler = (send: typeof fetch, timeoutMs?: number) =>
    localSpeechSampler({
      baseUrl: 'http://127.0.0.1:1/platform',
      privateKey: 'key',
      fetch: send,
      ...(timeoutMs ? { timeoutMs } : {}),
    });

  it('turns the platform’s 503 and 429 into a busy refusal that keeps its Retry-After', async () => {
    for (const status of [503, 429]) {
      const speak = sampler(
        answering(() => Response.json({}, { status, headers: { 'retry-after': '9' } })),
      );
      await expect(speak('Hi', body.voice)).rejects.toMatchObject({
        name: 'SampleBusyError',
        retryAfterSeconds: 9,
      });
    }
  });

  it('turns its own time limit into a busy refusal, and passes the caller’s abort on', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    await expect(sampler(hanging, 30)('Hi', body.voice)).rejects.toBeInstanceOf(SampleBusyError);
    const controller = new AbortController();
    const pending = sampler(hanging)('Hi', body.voice, controller.signal);
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(SampleBusyError);
  });
});
