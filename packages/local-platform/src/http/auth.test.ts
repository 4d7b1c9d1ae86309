import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialWebhookBody } from '../testing/credential-webhook.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from '../testing/test-platform.ts';

const hotTip =
  'Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.';

describe('keys', () => {
  let t: PlatformUnderTest;
  beforeAll(async () => {
    t = await startPlatformUnderTest('pglite');
  });
  afterAll(() => t.close());

  it('refuses a request without a key or with an unknown key', async () => {
    for (const key of [null, 'not-a-key']) {
      const res = await t.call('GET', '/assistant', undefined, key);
      expect(res).toEqual({
        status: 401,
        body: { message: hotTip, error: 'Unauthorized', statusCode: 401 },
      });
    }
  });

  it('refuses the public key on private operations', async () => {
    const key = t.platform.keys.publicKey;
    for (const [method, path] of [
      ['GET', '/assistant'],
      ['POST', '/call'],
      ['GET', `/call`],
      ['POST', '/chat'],
    ]) {
      const res = await t.call(method!, path!, method === 'POST' ? {} : undefined, key);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.message).toBe(hotTip);
    }
  });

  it('lets the public key start web calls and the private key do everything', async () => {
    const web = await t.call(
      'POST',
      '/call/web',
      { assistantId: t.platform.assistantId },
      t.platform.keys.publicKey,
    );
    expect(web.status).toBe(201);
    expect((await t.call('GET', `/call/${web.body.id}`)).status).toBe(200);
  });

  it('lets the credential webhook in without a key', async () => {
    const res = await t.call('POST', '/credential/webhook', credentialWebhookBody(), null);
    expect(res.status).toBe(201);
  });

  it('makes tokens created through /token working keys until they are deleted', async () => {
    const token = await t.call('POST', '/token', { tag: 'private', name: 'CI' });
    expect((await t.call('GET', '/assistant', undefined, token.body.value)).status).toBe(200);
    await t.call('DELETE', `/token/${token.body.id}`);
    expect((await t.call('GET', '/assistant', undefined, token.body.value)).status).toBe(401);
  });

  it('holds public tokens to their restrictions: enabled, origins and assistants', async () => {
    const other = await t.call('POST', '/assistant', { name: 'Other' });
    const token = await t.call('POST', '/token', {
      tag: 'public',
      restrictions: {
        enabled: true,
        allowedOrigins: ['https://vibe.example'],
        allowedAssistantIds: [t.platform.assistantId],
      },
    });
    const start = (assistantId: string, origin?: string) =>
      t.platform.app.request('/call/web', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token.body.value}`,
          'content-type': 'application/json',
          ...(origin ? { origin } : {}),
        },
        body: JSON.stringify({ assistantId }),
      });
    expect((await start(t.platform.assistantId, 'https://vibe.example')).status).toBe(201);
    expect((await start(t.platform.assistantId, 'https://evil.example')).status).toBe(401);
    expect((await start(other.body.id, 'https://vibe.example')).status).toBe(401);
    await t.call('PATCH', `/token/${token.body.id}`, { restrictions: { enabled: false } });
    expect((await start(t.platform.assistantId, 'https://vibe.example')).status).toBe(401);
  });

  it('holds its own public key to the seeded assistant, unless publicKeyRestrictions says more', async () => {
    const other = await t.call('POST', '/assistant', { name: 'Second' });
    const start = (platform: { keys: { publicKey: string } }, body: unknown) =>
      t.call('POST', '/call/web', body, platform.keys.publicKey);
    expect((await start(t.platform, { assistantId: t.platform.assistantId })).status).toBe(201);
    const refused = await start(t.platform, { assistantId: other.body.id });
    expect(refused).toMatchObject({
      status: 401,
      body: { message: 'This key may not be used with this assistant.' },
    });
    expect((await start(t.platform, { assistant: { name: 'Inline' } })).status).toBe(401);

    const { createLocalPlatform } = await import('../platform.ts');
    const wider = await createLocalPlatform({
      db: t.database.db,
      publicBaseUrl: 'http://localhost:8090',
      rateLimits: false,
      publicKeyRestrictions: (seeded) => ({ allowedAssistantIds: [seeded, other.body.id] }),
    });
    try {
      const call = (body: unknown) =>
        wider.app.request('/call/web', {
          method: 'POST',
          headers: {
            authorization: `Bearer ${wider.keys.publicKey}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
        });
      expect((await call({ assistantId: other.body.id })).status).toBe(201);
      // A list of assistants makes transient ones refused, as the provider documents it; so
      // are squads.
      expect((await call({ assistant: { name: 'Inline' } })).status).toBe(401);
      expect((await call({ squad: { members: [{ assistantId: other.body.id }] } })).status).toBe(
        401,
      );
    } finally {
      await wider.close();
    }
  });

  it('answers browser preflights for web calls from another origin', async () => {
    const res = await t.platform.app.request('/call/web', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
  });

  it('refuses bodies over 1 MB with 413 in the provider shape', async () => {
    const res = await t.call('POST', '/assistant', {
      name: 'big',
      metadata: { blob: 'x'.repeat(1_100_000) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('keeps the same keys, org and assistant across restarts on one database', async () => {
    const { createLocalPlatform } = await import('../platform.ts');
    const again = await createLocalPlatform({
      db: t.database.db,
      publicBaseUrl: 'http://localhost:8090',
    });
    expect(again.keys).toEqual(t.platform.keys);
    expect(again.orgId).toBe(t.platform.orgId);
    expect(again.assistantId).toBe(t.platform.assistantId);
    await again.close();
  });
});
