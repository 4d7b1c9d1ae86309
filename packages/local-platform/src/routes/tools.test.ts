import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/databases.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from '../testing/test-platform.ts';

describe.each(testDatabaseKinds)('tool updates on %s', (kind) => {
  let t: PlatformUnderTest;
  beforeAll(async () => {
    t = await startPlatformUnderTest(kind);
  });
  afterAll(() => t.close());

  it('judges a PATCH without `type` as the stored tool’s kind', async () => {
    const created = await t.call('POST', '/tool', {
      type: 'apiRequest',
      method: 'POST',
      url: 'https://hooks.example/tool',
    });
    expect(created.status).toBe(201);
    const path = `/tool/${created.body.id}`;
    // An apiRequest tool has no `async` at the provider, named type or not.
    expect((await t.call('PATCH', path, { async: true })).status).toBe(400);
    expect((await t.call('PATCH', path, { type: 'apiRequest', async: true })).status).toBe(400);
    const renamed = await t.call('PATCH', path, { name: 'lookup_order' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ type: 'apiRequest', name: 'lookup_order' });
    // A function tool takes `async`.
    const fn = await t.call('POST', '/tool', {
      type: 'function',
      function: { name: 'ping' },
    });
    expect((await t.call('PATCH', `/tool/${fn.body.id}`, { async: true })).status).toBe(200);
    expect((await t.call('PATCH', '/tool/01900000-0000-7000-8000-000000000000', {})).status).toBe(
      404,
    );
  });
});
