import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { platformRequestLogs } from '../db/schema/request-logs.ts';
import { credentialWebhookBody } from '../testing/credential-webhook.ts';
import { testDatabaseKinds } from '../testing/databases.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from '../testing/test-platform.ts';

// The local platform's own limits (docs/product.md#local-platform): a flood from one address or
// with one key is answered 429 instead of filling the database, and requests without a valid key
// are counted instead of logged row by row.
// Each test starts a platform of its own (its limits differ): allow for the database's start.
const STARTS_A_PLATFORM = { timeout: 120_000 };

describe.each(testDatabaseKinds)('platform limits on %s', (kind) => {
  let t: PlatformUnderTest | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it(
    'answers 429 with Retry-After once one address has started its web calls for the minute',
    STARTS_A_PLATFORM,
    async () => {
      t = await startPlatformUnderTest(kind, { rateLimits: { webCallsPerAddress: 3 } });
      const { assistantId, keys } = t.platform;
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await t.call('POST', '/call/web', { assistantId }, keys.publicKey)).status);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const refused = await t.platform.app.request('/call/web', {
        method: 'POST',
        headers: { authorization: `Bearer ${keys.publicKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ assistantId }),
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      // Other operations of that address are not held back by the web-call limit.
      expect((await t.call('GET', '/assistant')).status).toBe(200);
    },
  );

  it(
    'limits web chats and the anonymous credential webhook per address, each on its own',
    STARTS_A_PLATFORM,
    async () => {
      t = await startPlatformUnderTest(kind, {
        rateLimits: { webChatsPerAddress: 2, credentialWebhooksPerAddress: 2 },
      });
      const { assistantId, keys } = t.platform;
      const chats: number[] = [];
      for (let i = 0; i < 2; i++) {
        chats.push(
          (await t.call('POST', '/chat/web', { assistantId, input: 'Hi' }, keys.publicKey)).status,
        );
      }
      chats.push(
        (
          await t.call(
            'POST',
            '/chat/web/responses',
            { assistantId, input: 'Hi', stream: false },
            keys.publicKey,
          )
        ).status,
      );
      expect(chats).toEqual([201, 201, 429]);
      const webhook = credentialWebhookBody();
      const hooks: number[] = [];
      for (let i = 0; i < 3; i++) {
        hooks.push((await t.call('POST', '/credential/webhook', webhook, null)).status);
      }
      expect(hooks).toEqual([201, 201, 429]);
      // Web calls keep their own count.
      expect((await t.call('POST', '/call/web', { assistantId }, keys.publicKey)).status).toBe(201);
    },
  );

  it('limits every request per key and per address', STARTS_A_PLATFORM, async () => {
    t = await startPlatformUnderTest(kind, { rateLimits: { perKey: 4, perAddress: 6 } });
    const byKey = [];
    for (let i = 0; i < 5; i++) byKey.push((await t.call('GET', '/assistant')).status);
    expect(byKey).toEqual([200, 200, 200, 200, 429]);
    // A wrong key is not a way around the address's limit.
    const byAddress = [];
    for (let i = 0; i < 2; i++)
      byAddress.push((await t.call('GET', '/assistant', undefined, null)).status);
    expect(byAddress).toEqual([401, 429]);
  });

  it(
    'counts requests without a valid key instead of logging each one',
    STARTS_A_PLATFORM,
    async () => {
      t = await startPlatformUnderTest(kind);
      const logged = async () =>
        (await t!.database.db.select({ n: count() }).from(platformRequestLogs))[0]?.n ?? 0;
      const before = await logged();
      for (let i = 0; i < 40; i++) {
        expect((await t.call('GET', '/assistant', undefined, i % 2 ? 'wrong' : null)).status).toBe(
          401,
        );
      }
      expect(await logged()).toBe(before);
      expect(t.platform.unauthenticatedRequests()).toBe(40);
      // Authenticated requests are still logged.
      await t.call('GET', '/assistant');
      expect(await logged()).toBe(before + 1);
    },
  );

  it('ends a web call that no client joins, as the provider does', STARTS_A_PLATFORM, async () => {
    t = await startPlatformUnderTest(kind, { callTimings: { unjoinedCallEndsAfterMs: 300 } });
    const { assistantId, keys } = t.platform;
    const created = await t.call('POST', '/call/web', { assistantId }, keys.publicKey);
    expect(created.body.status).toBe('queued');
    const deadline = Date.now() + 20_000;
    let call = (await t.call('GET', `/call/${created.body.id}`)).body;
    while (call.status === 'queued' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      call = (await t.call('GET', `/call/${created.body.id}`)).body;
    }
    expect(call).toMatchObject({ status: 'ended', endedReason: 'customer-did-not-answer' });
    expect(Date.parse(call.endedAt)).toBeGreaterThan(Date.parse(created.body.createdAt));
  });
});
