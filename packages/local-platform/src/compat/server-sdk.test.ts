import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { VapiClient } from '@vapi-ai/server-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformUnderTest, type PlatformUnderTest } from '../testing/test-platform.ts';

/**
 * The provider's official TypeScript server SDK, pointed at the local platform on a real port.
 * Version 2 of that SDK no longer has workflows, knowledge bases (v1), test suites, tokens or
 * credentials; those families are covered by the lifecycle tests over HTTP instead.
 */
describe('the official server SDK against the local platform', () => {
  let t: PlatformUnderTest;
  let server: ServerType;
  let client: VapiClient;

  beforeAll(async () => {
    t = await startPlatformUnderTest('pglite');
    server = serve({ fetch: t.platform.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    client = new VapiClient({
      token: t.platform.keys.privateKey,
      baseUrl: `http://127.0.0.1:${port}`,
      maxRetries: 0,
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('runs assistants through create, get, list, update and delete', async () => {
    const created = await client.assistants.create({
      name: 'SDK assistant',
      firstMessage: 'Hello',
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await client.assistants.get({ id: created.id })).name).toBe('SDK assistant');
    expect((await client.assistants.list({ limit: 5 })).map((a) => a.id)).toContain(created.id);
    expect((await client.assistants.update({ id: created.id, name: 'Renamed' })).name).toBe(
      'Renamed',
    );
    expect((await client.assistants.delete({ id: created.id })).id).toBe(created.id);
    await expect(client.assistants.get({ id: created.id })).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('runs squads through create, get, list, update and delete', async () => {
    const members = [{ assistantId: t.platform.assistantId }];
    const created = await client.squads.create({ name: 'SDK squad', members });
    expect((await client.squads.get({ id: created.id })).members).toEqual(members);
    expect((await client.squads.list({})).map((s) => s.id)).toContain(created.id);
    expect((await client.squads.update({ id: created.id, name: 'Renamed', members })).name).toBe(
      'Renamed',
    );
    expect((await client.squads.delete({ id: created.id })).id).toBe(created.id);
  });

  it('runs tools through create, get, list, update and delete', async () => {
    const created = await client.tools.create({
      type: 'apiRequest',
      method: 'POST',
      url: 'https://example.com/hook',
    });
    expect(created.type).toBe('apiRequest');
    expect((await client.tools.get({ id: created.id })).id).toBe(created.id);
    expect((await client.tools.list({})).map((tool) => tool.id)).toContain(created.id);
    const updated = await client.tools.update({
      id: created.id,
      body: { type: 'apiRequest', url: 'https://example.com/v2' },
    });
    expect((updated as { url?: string }).url).toBe('https://example.com/v2');
    expect((await client.tools.delete({ id: created.id })).id).toBe(created.id);
  });

  it('runs phone numbers through create, get, list, update and delete', async () => {
    const created = await client.phoneNumbers.create({ provider: 'vapi', name: 'SDK line' });
    expect((await client.phoneNumbers.get({ id: created.id })).id).toBe(created.id);
    expect((await client.phoneNumbers.list({})).map((p) => p.id)).toContain(created.id);
    const updated = await client.phoneNumbers.update({
      id: created.id,
      body: { provider: 'vapi', name: 'Main' },
    });
    expect(updated.name).toBe('Main');
    expect((await client.phoneNumbers.delete({ id: created.id })).id).toBe(created.id);
  });

  it('runs files through upload, get, list, update and delete', async () => {
    const file = new File(['local bytes'], 'sdk.txt', { type: 'text/plain' });
    const created = await client.files.create({ file, purpose: 'assistant' });
    expect(created).toMatchObject({ name: 'sdk.txt', bytes: 11 });
    expect((await client.files.get({ id: created.id })).id).toBe(created.id);
    expect((await client.files.list({ purpose: 'assistant' })).map((f) => f.id)).toContain(
      created.id,
    );
    expect((await client.files.update({ id: created.id, name: 'renamed.txt' })).name).toBe(
      'renamed.txt',
    );
    expect((await client.files.delete({ id: created.id })).id).toBe(created.id);
  });

  it('reads calls and runs analytics', async () => {
    const calls = await client.calls.list({ limit: 10 });
    expect(Array.isArray(calls)).toBe(true);
    const analytics = await client.analytics.get({
      queries: [{ table: 'call', name: 'all', operations: [{ operation: 'count', column: 'id' }] }],
    });
    expect(analytics[0]?.name).toBe('all');
  });
});
