import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/databases.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from '../testing/test-platform.ts';

describe.each(testDatabaseKinds)('concurrent writes on %s', (kind) => {
  let t: PlatformUnderTest;
  beforeAll(async () => {
    t = await startPlatformUnderTest(kind);
  });
  afterAll(() => t.close());

  it('loses nothing under 50 concurrent creates and 50 concurrent PATCHes of different fields', async () => {
    const created = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call('POST', '/tool', { type: 'function', function: { name: `f${i}` } }),
      ),
    );
    expect(created.every((r) => r.status === 201)).toBe(true);
    expect(new Set(created.map((r) => r.body.id)).size).toBe(50);
    const target = created[0]!.body.id as string;
    const patches = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call('PATCH', `/tool/${target}`, { metadata: { [`k${i}`]: i } }),
      ),
    );
    expect(patches.every((r) => r.status === 200)).toBe(true);
    const final = await t.call('GET', `/tool/${target}`);
    expect(Object.keys(final.body.metadata)).toHaveLength(50);
    const all = await t.call('GET', '/tool?limit=1000');
    expect(
      all.body.filter((tool: { function?: { name: string } }) =>
        /^f\d+$/.test(tool.function?.name ?? ''),
      ),
    ).toHaveLength(50);
  });
  it('numbers assistant versions without gaps under concurrent updates', async () => {
    const assistant = await t.call('POST', '/assistant', { name: 'Busy' });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('PATCH', `/assistant/${assistant.body.id}`, { metadata: { [`v${i}`]: i } }),
      ),
    );
    const versions = await t.call('GET', `/assistant/${assistant.body.id}/version?limit=100`);
    const numbers = versions.body.results.map((v: { version: number }) => v.version);
    expect(numbers).toEqual(Array.from({ length: 21 }, (_, i) => 21 - i));
    expect(Object.keys(versions.body.results[0].metadata)).toHaveLength(20);
  });
});
