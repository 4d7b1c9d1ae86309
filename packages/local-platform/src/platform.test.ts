import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalPlatform, type LocalPlatform } from './platform.ts';
import { openTestDatabase, type TestDatabase } from './testing/databases.ts';

describe('createLocalPlatform', () => {
  let database: TestDatabase;
  let platform: LocalPlatform;
  let next = 0;
  const at = new Date('2025-06-01T12:00:00.000Z');

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    platform = await createLocalPlatform({
      db: database.db,
      publicBaseUrl: 'http://localhost:8090',
      webhookUrl: 'http://localhost:8080/api/webhooks/voice',
      keys: { privateKey: 'private-from-env', publicKey: 'public-from-env' },
      clock: () => at,
      ids: () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
    });
  });
  afterAll(async () => {
    await platform.close();
    await database.close();
  });

  it('uses the keys, clock and id generator it is given', async () => {
    expect(platform.keys).toEqual({ privateKey: 'private-from-env', publicKey: 'public-from-env' });
    const res = await platform.app.request('/squad', {
      method: 'POST',
      headers: { authorization: 'Bearer private-from-env', 'content-type': 'application/json' },
      body: JSON.stringify({ members: [{ assistantId: platform.assistantId }] }),
    });
    const squad = (await res.json()) as { id: string; createdAt: string };
    expect(squad.id).toMatch(/^00000000-0000-4000-8000-0000000000\d\d$/);
    expect(squad.createdAt).toBe(at.toISOString());
  });

  it('seeds the interview assistant with its script, voice, limits and the product webhook', async () => {
    const res = await platform.app.request(`/assistant/${platform.assistantId}`, {
      headers: { authorization: 'Bearer private-from-env' },
    });
    const assistant = (await res.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(assistant).toMatchObject({
      name: 'Vibe Together Interview',
      voice: { provider: 'local', voiceId: 'en-us' },
      silenceTimeoutSeconds: 30,
      maxDurationSeconds: 600,
      server: { url: 'http://localhost:8080/api/webhooks/voice' },
    });
    expect(assistant.firstMessage).toMatch(/welcome/i);
    expect(assistant.metadata.script.questions.length).toBeGreaterThanOrEqual(3);
    expect(assistant.metadata.script.closing).toBeTruthy();
    expect(assistant.serverMessages).toContain('end-of-call-report');
    expect(assistant.model.messages[0].role).toBe('system');
  });

  it('moves the seeded assistant to a new webhook URL on the next start, without a second copy', async () => {
    const again = await createLocalPlatform({
      db: database.db,
      publicBaseUrl: 'http://localhost:8090',
      webhookUrl: 'http://localhost:9999/api/webhooks/voice',
    });
    expect(again.assistantId).toBe(platform.assistantId);
    const res = await again.app.request('/assistant?limit=1000', {
      headers: { authorization: 'Bearer private-from-env' },
    });
    const all = (await res.json()) as { name: string; server?: { url: string } }[];
    const seeded = all.filter((a) => a.name === 'Vibe Together Interview');
    expect(seeded).toHaveLength(1);
    expect(seeded[0]!.server?.url).toBe('http://localhost:9999/api/webhooks/voice');
    await again.close();
  });
});
