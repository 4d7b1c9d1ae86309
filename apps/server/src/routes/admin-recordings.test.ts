import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordingAccess } from '../admin/recordings.ts';
import { interviews } from '../db/schema/interviews.ts';
import { onboarding } from '../db/schema/onboarding.ts';
import { errorHandler } from '../middleware/error-handler.ts';
import { createLogger } from '../logger.ts';
import { pgliteDriver, type TestDatabase } from '../testing/test-databases.ts';
import { adminRecordingRoutes } from './admin-recordings.ts';

const ID = '01900000-0000-7000-8000-0000000000aa';
const HOSTED = 'https://storage.example/call-1.mp3';

describe('GET /api/admin/interviews/:id/recording', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await pgliteDriver.open();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.reset();
    await database.db.insert(onboarding).values({ email: 'ada@example.com' });
  });

  const insertInterview = (values: Partial<typeof interviews.$inferInsert>) =>
    database.db
      .insert(interviews)
      .values({ id: ID, email: 'ada@example.com', tokenHash: 'x', callId: 'call-1', ...values });
  const appWith = (deps: { recordings?: RecordingAccess; fetch?: typeof fetch }) => {
    const app = new Hono();
    app.onError(errorHandler(createLogger('silent')));
    app.route(
      '/api/admin',
      adminRecordingRoutes({
        db: database.db,
        recordings: deps.recordings,
        hosts: ['storage.example'],
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      }),
    );
    return app;
  };

  it('sends the player to a freshly signed local URL on this same origin', async () => {
    await insertInterview({
      recordingUrl: 'http://old/platform/recording/call-1/mono.mp3?expires=1',
    });
    const signedUrl = vi.fn(async () => 'http://other:9/platform/recording/call-1/stereo.mp3?s=1');
    const app = appWith({ recordings: { signedUrl, erase: async () => {} } });
    const res = await app.request(`/api/admin/interviews/${ID}/recording?channels=stereo`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/platform/recording/call-1/stereo.mp3?s=1');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(signedUrl).toHaveBeenCalledWith('call-1', 'stereo', { ttlSeconds: 14_400 });
  });

  it('streams a hosted recording through, passing the range request and its answer on', async () => {
    await insertInterview({ recordingUrl: HOSTED });
    const upstream = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response('bytes', {
          status: 206,
          headers: {
            'content-type': 'audio/mpeg',
            'content-range': 'bytes 10-14/100',
            'content-length': '5',
            'set-cookie': 'not=passed',
          },
        }),
    );
    const app = appWith({ fetch: upstream as typeof fetch });
    const res = await app.request(`/api/admin/interviews/${ID}/recording`, {
      headers: { range: 'bytes=10-14' },
    });
    expect(res.status).toBe(206);
    expect(await res.text()).toBe('bytes');
    expect(res.headers.get('content-range')).toBe('bytes 10-14/100');
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(upstream.mock.calls[0]![0]).toBe(HOSTED);
    expect(upstream.mock.calls[0]![1]!.headers).toEqual({ range: 'bytes=10-14' });
  });

  it('answers 502 when the platform refuses the recording, and 404 without one', async () => {
    await insertInterview({
      recordingUrl: HOSTED,
      stereoRecordingUrl: 'http://insecure.example/x.mp3',
    });
    const refused = appWith({
      fetch: (async () => new Response('no', { status: 403 })) as typeof fetch,
    });
    expect((await refused.request(`/api/admin/interviews/${ID}/recording`)).status).toBe(502);
    // Only https recordings are fetched: anything else is treated as none.
    const stereo = await refused.request(`/api/admin/interviews/${ID}/recording?channels=stereo`);
    expect(stereo.status).toBe(404);
    const unknown = '01900000-0000-7000-8000-0000000000bb';
    expect((await refused.request(`/api/admin/interviews/${unknown}/recording`)).status).toBe(404);
    expect((await refused.request('/api/admin/interviews/x/recording')).status).toBe(404);
  });
});
