import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformUnderTest, type PlatformUnderTest } from '../testing/test-platform.ts';
import { until } from '../testing/until.ts';

describe('behaviour behind the resources', () => {
  let t: PlatformUnderTest;
  beforeAll(async () => {
    t = await startPlatformUnderTest('pglite');
  });
  afterAll(() => t.close());

  it('keeps org members: owner, invites, role changes, removal and leaving', async () => {
    const orgId = t.platform.orgId;
    const users = async () =>
      (await t.call('GET', `/org/${orgId}/user`)).body as {
        id: string;
        email: string;
        role: string;
        status: string;
      }[];
    expect(await users()).toEqual([
      expect.objectContaining({ email: 'owner@local.platform', role: 'admin', status: 'active' }),
    ]);
    const invite = await t.call('POST', `/org/${orgId}/invite`, {
      emails: ['Ada@Example.com', 'bob@example.com'],
      role: 'viewer',
    });
    expect(invite.status).toBe(201);
    const invited = (await users()).filter((u) => u.status === 'invited');
    expect(invited.map((u) => u.email).sort()).toEqual(['ada@example.com', 'bob@example.com']);
    const again = await t.call('POST', `/org/${orgId}/invite`, {
      emails: ['bob@example.com'],
      role: 'viewer',
    });
    expect(again.status).toBe(400);

    const ada = invited.find((u) => u.email === 'ada@example.com')!;
    expect(
      (await t.call('PATCH', `/org/${orgId}/role`, { userId: ada.id, role: 'admin' })).status,
    ).toBe(200);
    expect((await users()).find((u) => u.id === ada.id)?.role).toBe('admin');
    const bob = invited.find((u) => u.email === 'bob@example.com')!;
    expect((await t.call('DELETE', `/org/${orgId}/member/${bob.id}/leave`)).status).toBe(200);
    expect((await users()).some((u) => u.id === bob.id)).toBe(false);
    expect((await t.call('DELETE', `/org/${orgId}/member/${bob.id}/leave`)).status).toBe(404);

    // The owner may leave only while another active admin stays.
    expect((await t.call('DELETE', `/org/${orgId}/leave`)).status).toBe(400);
    const auth = await t.call('GET', `/org/${orgId}/auth`);
    expect(auth.body.accessToken.split('.')).toHaveLength(3);
    expect((await t.call('DELETE', `/org/${orgId}`)).status).toBe(400);
  });

  it('runs a test suite by chat against its assistant and stores the results', async () => {
    const suite = await t.call('POST', '/test-suite', {
      name: 'Interview',
      targetPlan: { assistantId: t.platform.assistantId },
    });
    const base = `/test-suite/${suite.body.id}`;
    const test = await t.call('POST', `${base}/test`, {
      type: 'chat',
      name: 'Asks about AI',
      script: 'Hello\nI have coded for ten years.',
      scorers: [{ type: 'ai', rubric: 'The assistant asks "How do you use AI"' }],
      numAttempts: 2,
    });
    expect(test.status).toBe(201);
    expect(test.body.testSuiteId).toBe(suite.body.id);
    const failing = await t.call('POST', `${base}/test`, {
      type: 'chat',
      script: 'Hello',
      scorers: [{ type: 'ai', rubric: 'The assistant mentions "pizza"' }],
    });
    const tests = await t.call('GET', `${base}/test`);
    expect(tests.body.metadata.totalItems).toBe(2);

    const run = await t.call('POST', `${base}/run`, { name: 'first' });
    expect(run.status).toBe(201);
    expect(run.body.status).toBe('queued');
    const done = await until(
      () => t.call('GET', `${base}/run/${run.body.id}`),
      (r) => r.body.status === 'completed',
    );
    expect(done.body.testResults).toHaveLength(2);
    const resultOf = (id: string) =>
      done.body.testResults.find((r: { test: { id: string } }) => r.test.id === id);
    expect(resultOf(test.body.id).attempts).toHaveLength(2);
    expect(resultOf(test.body.id).attempts[0].scorerResults[0].result).toBe('pass');
    expect(resultOf(failing.body.id).attempts[0].scorerResults[0]).toMatchObject({
      result: 'fail',
      reasoning: expect.stringContaining('pizza'),
    });

    expect(
      (await t.call('GET', `/test-suite/00000000-0000-4000-8000-000000000000/test`)).status,
    ).toBe(404);
    await t.call('DELETE', `/test-suite/${suite.body.id}`);
    expect((await t.call('GET', `${base}/run/${run.body.id}`)).status).toBe(404);
  });

  it('lists the requests it served, without keys, filters them and clears them', async () => {
    const call = await t.call(
      'POST',
      '/call/web',
      { assistantId: t.platform.assistantId },
      t.platform.keys.publicKey,
    );
    await t.call('GET', `/call/${call.body.id}`);
    const logs = await t.call('GET', '/logs?limit=5');
    expect(logs.status).toBe(200);
    expect(logs.body.metadata.itemsPerPage).toBe(5);
    expect(logs.body.results[0]).toMatchObject({
      type: 'API',
      requestHttpMethod: 'GET',
      requestPath: `/call/${call.body.id}`,
      responseHttpCode: 200,
      orgId: t.platform.orgId,
    });
    expect(JSON.stringify(logs.body)).not.toContain(t.platform.keys.privateKey);
    const callLogs = await t.call('GET', `/log?callId=${call.body.id}`);
    expect(callLogs.body.results).toEqual([
      expect.objectContaining({
        callId: call.body.id,
        level: 'INFO',
        log: expect.stringContaining(`GET /call/${call.body.id} 200`),
      }),
    ]);
    expect((await t.call('GET', '/log')).status).toBe(400);
    // The call's read and the /log read about it.
    expect((await t.call('DELETE', `/log?callId=${call.body.id}`)).body).toEqual({ deleted: 2 });
    // What is left is the record of the DELETE itself, written after it answered.
    const left = (await t.call('GET', `/log?callId=${call.body.id}`)).body.results;
    expect(left.map((l: { log: string }) => l.log.split(' ').slice(0, 3).join(' '))).toEqual([
      'DELETE /log 200',
    ]);
    await t.call('DELETE', '/logs');
    const after = await t.call('GET', '/logs');
    const served = after.body.results.map(
      (l: { requestHttpMethod: string; requestPath: string }) =>
        `${l.requestHttpMethod} ${l.requestPath}`,
    );
    expect(served).toEqual(['DELETE /logs']);
  });

  it('stores uploaded files and serves their bytes back', async () => {
    const form = new FormData();
    form.append('file', new File(['hello, platform'], 'notes.txt', { type: 'text/plain' }));
    const host = t.platform.app;
    const auth = { authorization: `Bearer ${t.platform.keys.privateKey}` };
    const res = await host.request('/file', { method: 'POST', body: form, headers: auth });
    expect(res.status).toBe(201);
    const file = (await res.json()) as {
      id: string;
      bytes: number;
      name: string;
      status: string;
      url: string;
    };
    expect(file).toMatchObject({ name: 'notes.txt', bytes: 15, status: 'done' });
    const content = await host.request(`/file/${file.id}/content`, { headers: auth });
    expect(await content.text()).toBe('hello, platform');
    const empty = await host.request('/file', {
      method: 'POST',
      body: new FormData(),
      headers: auth,
    });
    expect(((await empty.json()) as { message: string }).message).toBe('Invalid file');
    expect((await t.call('PATCH', `/file/${file.id}`, { name: 'renamed.txt' })).body.name).toBe(
      'renamed.txt',
    );
    expect((await t.call('DELETE', `/file/${file.id}`)).status).toBe(200);
    expect((await host.request(`/file/${file.id}/content`, { headers: auth })).status).toBe(404);
  });

  it('offers the voices its assistants take and answers provider lookups with local data', async () => {
    const voices = await t.call('GET', '/voice-library/local?keyword=english');
    expect(voices.body.length).toBeGreaterThan(2);
    expect(voices.body[0]).toMatchObject({
      provider: 'local',
      model: 'espeak-ng',
      isPublic: true,
      isDeleted: false,
    });
    // Under `vapi`, exactly the ids an assistant's `vapi` voice accepts.
    const platformVoices = await t.call('GET', '/voice-library/vapi?limit=100');
    expect(platformVoices.body.map((voice: { providerId: string }) => voice.providerId)).toEqual([
      'Elliot',
      'Kylie',
      'Rohan',
      'Lily',
      'Savannah',
      'Hana',
      'Neha',
      'Cole',
      'Harry',
      'Paige',
      'Spencer',
    ]);
    for (const voice of platformVoices.body as { providerId: string }[]) {
      const saved = await t.call('PATCH', `/assistant/${t.platform.assistantId}`, {
        voice: { provider: 'vapi', voiceId: voice.providerId },
      });
      expect(saved.status, voice.providerId).toBe(200);
    }
    const search = await t.call('GET', '/11labs/voice/search?name=german');
    expect(search.body).toEqual([expect.objectContaining({ voiceId: 'de', name: 'German' })]);
    const locations = await t.call('GET', '/ghl/locations');
    expect(locations.body.note).toMatch(/local platform/);
    const synced = await t.call('POST', '/voice-library/sync', { providers: ['vapi'] });
    expect(synced.status).toBe(200);
  });

  it('runs a campaign: one simulated call per customer, counted until the campaign ends', async () => {
    const phone = await t.call('POST', '/phone-number', { provider: 'vapi' });
    const campaign = await t.call('POST', '/campaign', {
      name: 'Spring',
      phoneNumberId: phone.body.id,
      assistantId: t.platform.assistantId,
      customers: [{ number: '+15550000011' }, { number: '+15550000012' }],
    });
    expect(campaign.status).toBe(201);
    expect(Object.keys(campaign.body.calls)).toHaveLength(2);
    expect(campaign.body).toMatchObject({ status: 'in-progress', callsCounterQueued: 2 });
    const ended = await until(
      () => t.call('GET', `/campaign/${campaign.body.id}`),
      (r) => r.body.status === 'ended',
    );
    expect(ended.body).toMatchObject({
      endedReason: 'campaign.ended.success',
      callsCounterEnded: 2,
      callsCounterQueued: 0,
    });
    const [callId] = Object.keys(ended.body.calls);
    expect((await t.call('GET', `/call/${callId}`)).body).toMatchObject({
      campaignId: campaign.body.id,
      status: 'ended',
    });
    const paginated = await t.call('GET', '/campaign/paginated?status=ended&limit=10');
    expect(paginated.body.results.map((c: { id: string }) => c.id)).toContain(campaign.body.id);
  });

  it('takes support tickets and drafts workflows from tools', async () => {
    const ticket = await t.call('POST', '/support/ticket', {
      category: 'bug-report',
      subject: 'Hi',
      message: 'Something broke here.',
    });
    expect(ticket.status).toBe(201);
    expect(Object.keys(ticket.body)).toEqual(['id']);
    const tool = await t.call('POST', '/tool', { type: 'endCall' });
    const draft = await t.call('POST', '/workflow/generate', { toolIds: [tool.body.id] });
    expect(draft.body.nodes).toHaveLength(2);
    expect(draft.body.edges).toEqual([{ from: 'start', to: 'tool_1' }]);
  });
});
