import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/databases.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from '../testing/test-platform.ts';
import { until } from '../testing/until.ts';

describe.each(testDatabaseKinds)('calls on %s', (kind) => {
  let t: PlatformUnderTest;
  beforeAll(async () => {
    t = await startPlatformUnderTest(kind, {
      publicBaseUrl: 'https://example.test/platform',
      webhookSecret: 'shh',
    });
  });
  afterAll(() => t.close());

  it('runs a phone call through queued, ringing and in-progress to ended with a transcript', async () => {
    const created = await t.call('POST', '/platform/call', {
      assistantId: t.platform.assistantId,
      customer: { number: '+15550001111' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'outboundPhoneCall', status: 'queued' });
    const seen = new Set<string>();
    const ended = await until(
      () => t.call('GET', `/platform/call/${created.body.id}`),
      (res) => (seen.add(res.body.status), res.body.status === 'ended'),
    );
    expect(ended.body).toMatchObject({ status: 'ended', endedReason: 'assistant-ended-call' });
    expect(ended.body.artifact.transcript).toContain('AI: Hi, and welcome to Vibe Together!');
    expect(ended.body.artifact.transcript).toContain('User: ');
    expect(Date.parse(ended.body.endedAt)).toBeGreaterThanOrEqual(Date.parse(ended.body.startedAt));
    expect([...seen].every((s) => ['queued', 'ringing', 'in-progress', 'ended'].includes(s))).toBe(
      true,
    );
  });

  it('posts a simulated call’s report with the secret to the product’s webhook only, and to other URLs only when private webhooks are allowed', async () => {
    const received: { path: string; secret: string | undefined; body: any }[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({
          path: req.url ?? '',
          secret: req.headers['x-vapi-secret'] as string | undefined,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    const open = await startPlatformUnderTest(kind, {
      publicBaseUrl: 'https://example.test/platform',
      webhookUrl: `${base}/own`,
      webhookSecret: 'shh',
      allowPrivateWebhooks: true,
    });
    const reporter = (path: string) => ({
      assistant: {
        name: 'Reporter',
        firstMessage: 'Hello there.',
        server: { url: `${base}${path}` },
      },
      customer: { number: '+15550003333' },
    });
    try {
      const own = await open.call('POST', '/platform/call', reporter('/own'));
      expect(own.status).toBe(201);
      expect((await open.call('POST', '/platform/call', reporter('/other'))).status).toBe(201);
      // The guarded platform refuses a loopback URL that is not the product's own.
      expect((await t.call('POST', '/platform/call', reporter('/guarded'))).status).toBe(201);
      await until(
        async () => received,
        (r) => r.length >= 2,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const byPath = Object.fromEntries(received.map((r) => [r.path, r]));
      expect(Object.keys(byPath).sort()).toEqual(['/other', '/own']);
      expect(byPath['/own']!.secret).toBe('shh');
      expect(byPath['/other']!.secret).toBeUndefined();
      expect(byPath['/own']!.body.message).toMatchObject({
        type: 'end-of-call-report',
        endedReason: 'assistant-ended-call',
        call: { id: own.body.id, type: 'outboundPhoneCall', status: 'ended' },
      });
      expect(byPath['/own']!.body.message.artifact.transcript).toContain('AI: Hello there.');
    } finally {
      receiver.close();
      await open.close();
    }
  });

  it('answers a web call with a websocket URL for its live session, with the public key', async () => {
    const res = await t.call(
      'POST',
      '/platform/call/web',
      { assistantId: t.platform.assistantId },
      t.platform.keys.publicKey,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'webCall',
      status: 'queued',
      assistantId: t.platform.assistantId,
    });
    const url = new URL(res.body.webCallUrl);
    expect(url.protocol).toBe('wss:');
    expect(url.pathname).toBe(`/platform/${res.body.id}/transport`);
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{20,}$/);
    expect(res.body.transport).toEqual({
      provider: 'vapi.websocket',
      websocketCallUrl: res.body.webCallUrl,
    });
  });

  it('creates websocket calls through POST /call with the vapi.websocket transport', async () => {
    const res = await t.call('POST', '/platform/call', {
      assistantId: t.platform.assistantId,
      transport: {
        provider: 'vapi.websocket',
        audioFormat: { format: 'pcm_s16le', container: 'raw', sampleRate: 16000 },
      },
    });
    expect(res.body).toMatchObject({ type: 'vapi.websocketCall', status: 'queued' });
    expect(res.body.transport.websocketCallUrl).toMatch(
      /^wss:\/\/example\.test\/platform\/[0-9a-f-]{36}\/transport\?token=/,
    );
    expect(res.body.transport.audioFormat.sampleRate).toBe(16000);
  });

  it('refuses a web call without an assistant and one with an unknown assistant', async () => {
    const none = await t.call('POST', '/platform/call/web', {}, t.platform.keys.publicKey);
    expect(none.status).toBe(400);
    const unknown = await t.call(
      'POST',
      '/platform/call/web',
      { assistantId: '00000000-0000-4000-8000-000000000000' },
      t.platform.keys.publicKey,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('Does Not Exist');
  });

  it('starts web calls with a squad or a workflow, and refuses unknown ones', async () => {
    // The platform's own public key starts the seeded assistant only; a token without
    // restrictions may start squads and workflows.
    const key = (await t.call('POST', '/platform/token', { tag: 'public' })).body.value as string;
    const squad = await t.call('POST', '/platform/squad', {
      members: [{ assistantId: t.platform.assistantId }],
    });
    expect(
      (
        await t.call(
          'POST',
          '/platform/call/web',
          { squadId: squad.body.id },
          t.platform.keys.publicKey,
        )
      ).status,
    ).toBe(401);
    expect(
      (await t.call('POST', '/platform/call/web', { squadId: squad.body.id }, key)).status,
    ).toBe(201);
    const inlineWorkflow = {
      name: 'Flow',
      nodes: [{ type: 'conversation', name: 'start', isStart: true, prompt: 'Hi?' }],
      edges: [],
    };
    expect(
      (await t.call('POST', '/platform/call/web', { workflow: inlineWorkflow }, key)).status,
    ).toBe(201);
    const unknown = await t.call(
      'POST',
      '/platform/call/web',
      { squadId: '00000000-0000-4000-8000-000000000000' },
      key,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^Couldn't Get Squad/);
  });

  it('places one call per customer in a batch', async () => {
    const res = await t.call('POST', '/platform/call', {
      assistantId: t.platform.assistantId,
      customers: [{ number: '+15550000001' }, { number: '+15550000002' }],
    });
    expect(res.status).toBe(201);
    expect(res.body.results).toHaveLength(2);
    expect(res.body.errors).toEqual([]);
  });

  it('filters calls, renames one and deletes it', async () => {
    const call = await t.call('POST', '/platform/call/phone', {
      assistantId: t.platform.assistantId,
      customer: { number: '+15550002222' },
    });
    const byAssistant = await t.call(
      'GET',
      `/platform/call?assistantId=${t.platform.assistantId}&id=${call.body.id}`,
    );
    expect(byAssistant.body.map((c: { id: string }) => c.id)).toEqual([call.body.id]);
    const renamed = await t.call('PATCH', `/platform/call/${call.body.id}`, { name: 'Renamed' });
    expect(renamed.body.name).toBe('Renamed');
    const deleted = await t.call('DELETE', `/platform/call/${call.body.id}`);
    expect(deleted.body.id).toBe(call.body.id);
    expect((await t.call('GET', `/platform/call/${call.body.id}`)).status).toBe(404);
  });

  it('lists calls paginated under /v2 and exports them as CSV', async () => {
    const page = await t.call('GET', '/platform/v2/call?limit=2&page=1');
    expect(page.body.results).toHaveLength(2);
    expect(page.body.metadata.itemsPerPage).toBe(2);
    const csv = await t.call('GET', '/platform/v2/call/export?async=false&columns=id&columns=type');
    expect(String(csv.body).split('\n')[0]).toBe('id,type');
    expect(String(csv.body)).toContain('outboundPhoneCall');
  });

  it('aggregates stored calls by type and by day', async () => {
    const res = await t.call('POST', '/platform/analytics', {
      queries: [
        {
          table: 'call',
          name: 'byType',
          operations: [{ operation: 'count', column: 'id' }],
          groupBy: ['type'],
        },
        {
          table: 'call',
          name: 'daily',
          operations: [
            { operation: 'count', column: 'id' },
            { operation: 'sum', column: 'cost' },
          ],
          timeRange: { step: 'day', timezone: 'UTC' },
        },
      ],
    });
    expect(res.status).toBe(200);
    const calls = await t.call('GET', '/platform/call?limit=1000');
    const counts: Record<string, number> = {};
    for (const call of calls.body) counts[call.type] = (counts[call.type] ?? 0) + 1;
    const byType = Object.fromEntries(
      res.body[0].result.map((r: { type: string; countId: number }) => [r.type, r.countId]),
    );
    expect(byType).toEqual(counts);
    expect(res.body[1].name).toBe('daily');
    const daily = res.body[1].result as { date: string; countId: number; sumCost: number }[];
    expect(daily.reduce((n, r) => n + r.countId, 0)).toBe(calls.body.length);
    expect(daily[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
  });
});
