import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { interviews } from './db/schema/interviews.ts';
import { createLogger } from './logger.ts';
import { organiserSession, type OrganiserSession } from './testing/admin-helpers.ts';
import {
  bearer,
  buildTestApp,
  postJson,
  postOnboarding,
  testConfig,
} from './testing/api-helpers.ts';
import { availableDrivers, type TestDatabase } from './testing/test-databases.ts';

// The forged-report chain: whoever holds the webhook secret sends an
// end-of-call report naming their own "recording" URLs; the dashboard's recording route
// fetched them and served the answer from the dashboard's own origin with the upstream's
// type: attacker HTML and script that the dashboard's CSP (`script-src 'self'`) let run.
// Every answer of the route must be audio (with nosniff and a sandboxing CSP) or a 4xx.

const SECRET = 'recordings-webhook-secret';
const STORAGE = 'https://storage.vapi.ai';
const HTML = '<!doctype html><script src="/api/admin/interviews/x/recording?channels=stereo">';
const SCRIPT = 'window.pwned = true; fetch("/api/admin/people")';

/** The outside world the server sees: answers by URL, and every URL asked for. */
function internet(answers: Record<string, () => Response>) {
  const asked: string[] = [];
  const fetchUpstream = (async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input);
    asked.push(url);
    const answer = answers[url];
    if (!answer) throw new TypeError(`fetch failed: nothing at ${url}`);
    return answer();
  }) as typeof fetch;
  return { fetchUpstream, asked };
}

const redirect =
  (location: string, status = 302) =>
  () =>
    new Response(null, { status, headers: { location } });
const served = (body: string, type: string) => () =>
  new Response(body, { status: 200, headers: { 'content-type': type } });

/** True when an answer could run or render as a page in the dashboard's origin. */
function isActive(res: Response): boolean {
  const type = (res.headers.get('content-type') ?? '').toLowerCase();
  return /html|javascript|ecmascript|xml|svg|text\/|json/.test(type) && res.status < 300;
}

describe.each(availableDrivers)('forged recording URLs on $name', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await driver.open();
  });
  afterAll(() => database?.close());
  beforeEach(() => database.reset());

  /** An app that fetches recordings from `world`, a signed-up interview and an owner. */
  async function setup(
    world: ReturnType<typeof internet>,
    env: Record<string, string> = {},
    log: string[] = [],
  ) {
    const app = buildTestApp(database, {
      config: testConfig(env),
      webhookSecret: SECRET,
      recordingFetch: world.fetchUpstream,
      logger: createLogger('info', (line) => log.push(line)),
    });
    const { ticket } = await postOnboarding(app, 'mallory@example.com');
    await postJson(
      app,
      `/api/interviews/${ticket.id}/start`,
      { started_at: '2026-01-01T10:00:00.000Z', call_id: 'call-1' },
      bearer(ticket.token),
    );
    const owner = await organiserSession(app, database.db, 'owner@example.com');
    return { app, ticket, owner };
  }

  /** The forged report: an interview the attacker holds, with recording URLs of their choosing. */
  const forge = (app: Hono, interviewId: string, mono: string, stereo: string) =>
    postJson(
      app,
      '/api/webhooks/voice',
      {
        message: {
          type: 'end-of-call-report',
          endedReason: 'customer-ended-call',
          call: { id: 'call-1', metadata: { interviewId } },
          startedAt: '2026-01-01T10:00:00.000Z',
          endedAt: '2026-01-01T10:01:00.000Z',
          artifact: {
            messages: [{ role: 'user', message: 'hello', time: Date.parse('2026-01-01') }],
            recording: { stereoUrl: stereo, mono: { combinedUrl: mono } },
          },
        },
      },
      { 'x-vapi-secret': SECRET },
    );

  const stored = async (id: string) =>
    (
      await database.db
        .select({ mono: interviews.recordingUrl, stereo: interviews.stereoRecordingUrl })
        .from(interviews)
        .where(eq(interviews.id, id))
    )[0];

  /** Stores recording URLs as a report could before the allow-list existed. */
  const storeDirectly = (id: string, mono: string, stereo: string) =>
    database.db
      .update(interviews)
      .set({ recordingUrl: mono, stereoRecordingUrl: stereo })
      .where(eq(interviews.id, id));

  const play = (owner: OrganiserSession, id: string, stereo = false) =>
    owner.request(`/api/admin/interviews/${id}/recording${stereo ? '?channels=stereo' : ''}`);

  it('never serves HTML or script that a listed storage host answers', async () => {
    const world = internet({
      [`${STORAGE}/evil-mono.mp3`]: served(HTML, 'text/html; charset=utf-8'),
      [`${STORAGE}/evil-stereo.mp3`]: served(SCRIPT, 'application/javascript'),
    });
    const { app, ticket, owner } = await setup(world);
    expect(
      (await forge(app, ticket.id, `${STORAGE}/evil-mono.mp3`, `${STORAGE}/evil-stereo.mp3`))
        .status,
    ).toBe(200);
    for (const stereo of [false, true]) {
      const res = await play(owner, ticket.id, stereo);
      expect(isActive(res)).toBe(false);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const body = await res.text();
      expect(body).not.toContain('<script');
      expect(body).not.toContain('window.pwned');
      expect(JSON.parse(body)).toMatchObject({ error: { code: 'recording_unavailable' } });
    }
  });

  it.each([
    ['an attacker host', 'https://attacker.example/x.js'],
    ['a loopback host', 'http://127.0.0.1:8080/api/admin/export/people.csv'],
    ['a loopback host over https', 'https://localhost/x.mp3'],
    ['the cloud metadata host', 'http://169.254.169.254/latest/meta-data/'],
    ['a listed host over plain http', 'http://storage.vapi.ai/x.mp3'],
  ])('refuses a listed host redirecting to %s, without fetching it', async (_label, target) => {
    const world = internet({ [`${STORAGE}/hop.mp3`]: redirect(target) });
    const { app, ticket, owner } = await setup(world);
    await forge(app, ticket.id, `${STORAGE}/hop.mp3`, `${STORAGE}/hop.mp3`);
    const res = await play(owner, ticket.id);
    expect(res.status).toBe(404);
    expect(isActive(res)).toBe(false);
    expect(world.asked).toEqual([`${STORAGE}/hop.mp3`]);
  });

  it('follows a few redirects within the listed hosts, then stops', async () => {
    const world = internet({
      [`${STORAGE}/a.mp3`]: redirect(`${STORAGE}/b.mp3`, 307),
      [`${STORAGE}/b.mp3`]: redirect('/c.mp3', 301),
      [`${STORAGE}/c.mp3`]: served('ID3audio', 'audio/mpeg'),
      [`${STORAGE}/loop.mp3`]: redirect(`${STORAGE}/loop.mp3`),
    });
    const { app, ticket, owner } = await setup(world);
    await forge(app, ticket.id, `${STORAGE}/a.mp3`, `${STORAGE}/loop.mp3`);
    const res = await play(owner, ticket.id);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ID3audio');
    const looping = await play(owner, ticket.id, true);
    expect(looping.status).toBe(404);
    expect(world.asked.filter((url) => url.endsWith('/loop.mp3'))).toHaveLength(4);
  });

  it('drops report URLs off the recording hosts, and logs their host only', async () => {
    const world = internet({});
    const log: string[] = [];
    const { app, ticket, owner } = await setup(world, {}, log);
    const mono = 'https://attacker.example/rec.mp3?token=s3cr3t';
    const stereo = 'https://storage.vapi.ai.attacker.example/rec-stereo.mp3';
    expect((await forge(app, ticket.id, mono, stereo)).status).toBe(200);
    expect(await stored(ticket.id)).toEqual({ mono: null, stereo: null });
    const warning = log.find((line) => line.includes('recording URL'));
    expect(warning).toContain('attacker.example');
    expect(log.join('\n')).not.toContain('s3cr3t');
    // The person page offers no player for it.
    const person = await owner.request('/api/admin/people/mallory@example.com');
    expect(await person.json()).toMatchObject({
      interviews: [{ recordingUrl: null, stereoRecordingUrl: null }],
    });
    // Plain http on a listed host is not kept either.
    await forge(app, ticket.id, 'http://storage.vapi.ai/rec.mp3', `${STORAGE}/ok-stereo.wav`);
    expect(await stored(ticket.id)).toEqual({ mono: null, stereo: `${STORAGE}/ok-stereo.wav` });
  });

  it('refuses a URL stored before the allow-list, without fetching it', async () => {
    const world = internet({ 'https://attacker.example/x.mp3': served(HTML, 'text/html') });
    const { ticket, owner } = await setup(world);
    await storeDirectly(ticket.id, 'https://attacker.example/x.mp3', 'https://10.0.0.1/x.mp3');
    for (const stereo of [false, true]) {
      const res = await play(owner, ticket.id, stereo);
      expect(res.status).toBe(404);
      expect(isActive(res)).toBe(false);
    }
    expect(world.asked).toEqual([]);
  });

  it('serves a recording as our own audio type, with nosniff, a sandbox, and the stereo file as a download', async () => {
    const world = internet({
      // Whatever the storage claims (or leaves out), the type is ours.
      [`${STORAGE}/call-1-mono.wav`]: served('RIFFwave', 'audio/x-wav'),
      // A byte body, so the answer carries no content type at all.
      [`${STORAGE}/call-1-stereo.mp3`]: () =>
        new Response(new TextEncoder().encode('ID3stereo'), { status: 200 }),
    });
    const { app, ticket, owner } = await setup(world);
    await forge(app, ticket.id, `${STORAGE}/call-1-mono.wav`, `${STORAGE}/call-1-stereo.mp3`);

    const mono = await play(owner, ticket.id);
    expect(mono.status).toBe(200);
    expect(mono.headers.get('content-type')).toBe('audio/wav');
    expect(mono.headers.get('x-content-type-options')).toBe('nosniff');
    expect(mono.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(mono.headers.get('content-disposition')).toMatch(/^inline; filename="[\w-]+\.wav"$/);

    const stereo = await play(owner, ticket.id, true);
    expect(stereo.status).toBe(200);
    expect(stereo.headers.get('content-type')).toBe('audio/mpeg');
    expect(stereo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stereo.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(stereo.headers.get('content-disposition')).toBe(
      `attachment; filename="interview-${ticket.id}-stereo.mp3"`,
    );
    expect(await stereo.text()).toBe('ID3stereo');
  });

  it('fetches from the hosts RECORDING_HOSTS names instead of the default', async () => {
    const bucket = 'https://recordings.example:8443';
    const world = internet({
      [`${bucket}/call-1.mp3`]: served('ID3', 'application/octet-stream'),
      [`${STORAGE}/call-1.mp3`]: served('ID3', 'audio/mpeg'),
    });
    const { app, ticket, owner } = await setup(world, {
      RECORDING_HOSTS: 'recordings.example:8443',
    });
    await forge(app, ticket.id, `${bucket}/call-1.mp3`, `${STORAGE}/call-1.mp3`);
    expect(await stored(ticket.id)).toEqual({ mono: `${bucket}/call-1.mp3`, stereo: null });
    const res = await play(owner, ticket.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
  });
});
