import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/databases.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from '../testing/test-platform.ts';
import { until } from '../testing/until.ts';

type Body = Record<string, unknown>;

/** One resource family: where it lives, a valid create body, and a PATCH with its effect. */
interface Family {
  path: string;
  label: string;
  create: (t: PlatformUnderTest, n: number) => Body | Promise<Body>;
  patch: Body;
  patched: Body;
  paginated?: boolean;
  /** The platform updates it right after creating it (a campaign records its calls). */
  updatedOnCreate?: boolean;
  /** Set by the platform on create, whatever the body said. */
  created?: Body;
}

const families: Family[] = [
  {
    path: '/squad',
    label: 'Squad',
    create: (t, n) => ({ name: `Squad ${n}`, members: [{ assistantId: t.platform.assistantId }] }),
    patch: {
      name: 'Renamed squad',
      members: [{ assistantId: 'c0ffee00-0000-4000-8000-000000000000' }],
    },
    patched: { name: 'Renamed squad' },
  },
  {
    path: '/workflow',
    label: 'Workflow',
    create: (_t, n) => ({
      name: `Flow ${n}`,
      nodes: [{ type: 'conversation', name: 'start', isStart: true, prompt: 'Say hi.' }],
      edges: [],
    }),
    patch: { globalPrompt: 'Be brief.' },
    patched: { globalPrompt: 'Be brief.', name: expect.stringMatching(/^Flow/) },
  },
  {
    path: '/tool',
    label: 'Tool',
    create: (_t, n) => ({
      type: 'function',
      function: { name: `lookup_${n}`, description: 'Finds' },
    }),
    patch: { type: 'function', async: true },
    patched: {
      type: 'function',
      async: true,
      function: { name: expect.stringMatching(/^lookup_/), description: 'Finds' },
    },
  },
  {
    path: '/knowledge-base',
    label: 'Knowledge base',
    create: (_t, n) => ({
      provider: 'trieve',
      name: `KB ${n}`,
      searchPlan: { searchType: 'semantic', topK: 3 },
    }),
    patch: { searchPlan: { searchType: 'semantic', topK: 5 } },
    patched: { provider: 'trieve', searchPlan: { searchType: 'semantic', topK: 5 } },
  },
  {
    path: '/phone-number',
    label: 'Phone number',
    create: (_t, n) => ({ provider: 'vapi', name: `Line ${n}` }),
    patch: { name: 'Main line' },
    patched: { name: 'Main line', provider: 'vapi', status: 'active' },
    created: { status: 'active', number: expect.stringMatching(/^\+1555\d{7}$/) },
  },
  {
    path: '/campaign',
    label: 'Campaign',
    create: async (t, n) => {
      const phone = await t.call('POST', '/phone-number', { provider: 'vapi' });
      // Scheduled for tomorrow, so its calls wait and the campaign stays still during the test.
      const earliestAt = new Date(Date.now() + 86_400_000).toISOString();
      return {
        name: `Campaign ${n}`,
        phoneNumberId: phone.body.id,
        customers: [{ number: '+15550001111' }],
        schedulePlan: { earliestAt },
      };
    },
    patch: { status: 'ended' },
    patched: { status: 'ended', endedReason: 'campaign.scheduled.ended-by-user' },
    created: { status: 'scheduled', callsCounterScheduled: 1 },
    updatedOnCreate: true,
  },
  {
    path: '/session',
    label: 'Session',
    paginated: true,
    create: (t, n) => ({ name: `Session ${n}`, assistantId: t.platform.assistantId }),
    patch: { status: 'completed' },
    patched: { status: 'completed', expirationSeconds: 86400 },
    created: { status: 'active', messages: [] },
  },
  {
    path: '/test-suite',
    label: 'Test suite',
    paginated: true,
    create: (t, n) => ({ name: `Suite ${n}`, targetPlan: { assistantId: t.platform.assistantId } }),
    patch: { name: 'Renamed suite' },
    patched: { name: 'Renamed suite' },
  },
  {
    path: '/test-suite/{suite}/test',
    label: 'Test',
    paginated: true,
    create: (_t, n) => ({
      type: 'chat',
      name: `Test ${n}`,
      script: 'Hello',
      scorers: [{ type: 'ai', rubric: 'Greets' }],
    }),
    patch: { type: 'chat', numAttempts: 3 },
    patched: { type: 'chat', numAttempts: 3, script: 'Hello' },
  },
  {
    path: '/test-suite/{suite}/run',
    label: 'Test suite run',
    paginated: true,
    create: (_t, n) => ({ name: `Run ${n}` }),
    patch: { name: 'Renamed run' },
    patched: { name: 'Renamed run' },
    updatedOnCreate: true,
  },
  {
    path: '/token',
    label: 'Token',
    create: (_t, n) => ({ name: `Key ${n}`, tag: 'public' }),
    patch: { restrictions: { enabled: true, allowedOrigins: ['http://localhost'] } },
    patched: {
      tag: 'public',
      restrictions: { enabled: true, allowedOrigins: ['http://localhost'] },
    },
    created: { value: expect.stringMatching(/^[0-9a-f-]{36}$/) },
  },
  {
    path: '/credential',
    label: 'Credential',
    create: (_t, n) => ({ provider: 'openai', apiKey: 'sk-secret', name: `OpenAI ${n}` }),
    patch: { name: 'OpenAI main' },
    patched: { name: 'OpenAI main', provider: 'openai' },
  },
  {
    path: '/template',
    label: 'Template',
    create: (_t, n) => ({ type: 'tool', name: `Template ${n}`, provider: 'function' }),
    patch: { type: 'tool', visibility: 'public' },
    patched: { visibility: 'public' },
    created: { visibility: 'private' },
  },
  {
    path: '/org',
    label: 'Org',
    create: (_t, n) => ({ name: `Org ${n}` }),
    patch: { billingLimit: 50 },
    patched: { billingLimit: 50, channel: 'default' },
  },
];

describe.each(testDatabaseKinds)('resource lifecycles on %s', (kind) => {
  let t: PlatformUnderTest;
  let suiteId = '';
  beforeAll(async () => {
    t = await startPlatformUnderTest(kind);
    // The parent of the test-suite tests and runs (a suite without a target: runs fail fast).
    suiteId = (await t.call('POST', '/test-suite', { name: 'Parent' })).body.id;
  });
  afterAll(() => t.close());

  it.each(families)('$path: create → get → list → update → delete → 404', async (family) => {
    const f = { ...family, path: family.path.replace('{suite}', suiteId) };
    const made: Body[] = [];
    for (let n = 1; n <= 3; n++) {
      const res = await t.call('POST', f.path, await f.create(t, n));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
      if (!f.updatedOnCreate) expect(res.body.createdAt).toBe(res.body.updatedAt);
      if (f.created) expect(res.body).toMatchObject(f.created);
      made.push(res.body);
    }
    if (f.updatedOnCreate) {
      // Let background work (a run playing its tests) settle, then take the stored state.
      for (const [i, item] of made.entries()) {
        const settled = await until(
          () => t.call('GET', `${f.path}/${String(item.id)}`),
          (r) => !['queued', 'in-progress'].includes(r.body.status),
        );
        made[i] = settled.body;
      }
    }
    const [first, second, third] = made as [Body, Body, Body];
    const id = String(third.id);

    const got = await t.call('GET', `${f.path}/${id}`);
    expect(got).toEqual({ status: 200, body: third });

    // Newest first, `limit`, and the created-at filters.
    const ids = (body: unknown) =>
      ((f.paginated ? (body as { results: Body[] }).results : body) as Body[]).map((r) => r.id);
    const limited = await t.call('GET', `${f.path}?limit=2`);
    expect(limited.status).toBe(200);
    expect(ids(limited.body)).toEqual([third.id, second.id]);
    const after = await t.call(
      'GET',
      `${f.path}?createdAtGt=${String(first.createdAt)}&createdAtLe=${String(second.createdAt)}`,
    );
    expect(ids(after.body)).toEqual([second.id]);
    if (f.paginated) {
      const page = await t.call(
        'GET',
        `${f.path}?limit=2&page=2&sortOrder=DESC&createdAtGe=${String(first.createdAt)}`,
      );
      expect(page.body.metadata).toEqual({ itemsPerPage: 2, totalItems: 3, currentPage: 2 });
      expect(ids(page.body)).toEqual([first.id]);
    }

    const patched = await t.call('PATCH', `${f.path}/${id}`, f.patch);
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject(f.patched);
    expect(Date.parse(patched.body.updatedAt)).toBeGreaterThan(Date.parse(String(third.updatedAt)));
    // Runs settle in the background in any order: the filter starts after the latest of them.
    const lastUpdate = made
      .map((item) => String(item.updatedAt))
      .reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b));
    const changedOnly = await t.call('GET', `${f.path}?updatedAtGt=${lastUpdate}`);
    expect(ids(changedOnly.body)).toEqual([id]);

    const deleted = await t.call('DELETE', `${f.path}/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(id);
    const gone = await t.call('GET', `${f.path}/${id}`);
    expect(gone).toEqual({
      status: 404,
      body: { message: `${f.label} not found`, error: 'Not Found', statusCode: 404 },
    });
    const unknown = await t.call('PATCH', `${f.path}/${id}`, f.patch);
    expect(unknown.status).toBe(404);
  });

  it('never shows a credential secret, though it keeps it', async () => {
    const res = await t.call('POST', '/credential', {
      provider: 'openai',
      apiKey: 'sk-very-secret',
    });
    expect(JSON.stringify(res.body)).not.toContain('sk-very-secret');
    const listed = await t.call('GET', '/credential');
    expect(JSON.stringify(listed.body)).not.toContain('sk-very-secret');
  });

  it('refuses a limit over 1000 and malformed dates with the validation shape', async () => {
    const res = await t.call('GET', '/tool?limit=1001&createdAtGt=yesterday');
    expect(res).toEqual({
      status: 400,
      body: {
        message: [
          'limit must not be greater than 1000',
          'createdAtGt must be a valid ISO 8601 date string',
        ],
        error: 'Bad Request',
        statusCode: 400,
      },
    });
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const res = await t.call('GET', '/squad/not-a-uuid');
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['id must be a UUID']);
  });

  it('keeps a tool kind when a PATCH names another type', async () => {
    const tool = await t.call('POST', '/tool', { type: 'endCall' });
    const res = await t.call('PATCH', `/tool/${tool.body.id}`, { type: 'dtmf' });
    expect(res.body.type).toBe('endCall');
  });

  it('imports Twilio numbers without showing their auth token', async () => {
    const res = await t.call('POST', '/phone-number/import/twilio', {
      twilioPhoneNumber: '+15551234567',
      twilioAccountSid: 'AC123',
      twilioAuthToken: 'tw-secret',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      provider: 'twilio',
      number: '+15551234567',
      twilioAccountSid: 'AC123',
    });
    expect(JSON.stringify(res.body)).not.toContain('tw-secret');
  });

  it('lists paginated assistants and phone numbers under /v2', async () => {
    const assistants = await t.call('GET', '/v2/assistant?limit=1');
    expect(assistants.body.metadata).toMatchObject({ itemsPerPage: 1, currentPage: 1 });
    expect(assistants.body.metadata.totalItems).toBeGreaterThanOrEqual(1);
    const numbers = await t.call('GET', '/v2/phone-number');
    expect(Array.isArray(numbers.body.results)).toBe(true);
  });

  it('answers unknown routes with the provider 404 body', async () => {
    const res = await t.call('GET', '/no-such/route/at/all');
    expect(res).toEqual({
      status: 404,
      body: { message: 'Cannot GET /no-such/route/at/all', error: 'Not Found', statusCode: 404 },
    });
  });
});
