import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformResources } from '../db/schema/resources.ts';
import { testDatabaseKinds } from '../testing/databases.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from '../testing/test-platform.ts';

/** Known calls: created at, type, ended reason, cost, and length in seconds. */
const known = [
  ['2025-03-01T10:00:00Z', 'webCall', 'customer-ended-call', 0.5, 60],
  ['2025-03-01T23:30:00Z', 'webCall', 'assistant-ended-call', 1.5, 120],
  ['2025-03-02T08:00:00Z', 'outboundPhoneCall', 'customer-ended-call', 2, 30],
] as const;

describe.each(testDatabaseKinds)('analytics over known calls on %s', (kind) => {
  let t: PlatformUnderTest;
  beforeAll(async () => {
    t = await startPlatformUnderTest(kind);
    await t.database.db.insert(platformResources).values(
      known.map(([at, type, endedReason, cost, seconds]) => {
        const startedAt = new Date(at);
        const endedAt = new Date(startedAt.getTime() + seconds * 1000);
        return {
          id: randomUUID(),
          orgId: t.platform.orgId,
          kind: 'call',
          data: {
            type,
            status: 'ended',
            endedReason,
            cost,
            startedAt: startedAt.toISOString(),
            endedAt: endedAt.toISOString(),
          },
          createdAt: startedAt,
          updatedAt: endedAt,
        };
      }),
    );
  });
  afterAll(() => t.close());

  const range = { start: '2025-03-01T00:00:00Z', end: '2025-03-03T00:00:00Z' };

  it('sums, averages and bounds cost and duration per ended reason', async () => {
    const res = await t.call('POST', '/analytics', {
      queries: [
        {
          table: 'call',
          name: 'byReason',
          groupBy: ['endedReason'],
          timeRange: range,
          operations: [
            { operation: 'count', column: 'id' },
            { operation: 'sum', column: 'cost' },
            { operation: 'avg', column: 'duration' },
            { operation: 'max', column: 'cost', alias: 'mostExpensive' },
            { operation: 'min', column: 'duration' },
          ],
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ name: 'byReason', timeRange: { timezone: 'UTC' } });
    const rows = [...res.body[0].result].sort((a, b) => a.endedReason.localeCompare(b.endedReason));
    expect(rows).toEqual([
      {
        endedReason: 'assistant-ended-call',
        countId: 1,
        sumCost: 1.5,
        avgDuration: 120,
        mostExpensive: 1.5,
        minDuration: 120,
      },
      {
        endedReason: 'customer-ended-call',
        countId: 2,
        sumCost: 2.5,
        avgDuration: 45,
        mostExpensive: 2,
        minDuration: 30,
      },
    ]);
  });

  it('buckets by day in the query time zone', async () => {
    const query = (timezone: string) =>
      t.call('POST', '/analytics', {
        queries: [
          {
            table: 'call',
            name: 'daily',
            timeRange: { ...range, step: 'day', timezone },
            operations: [{ operation: 'count', column: 'id' }],
          },
        ],
      });
    const utc = (await query('UTC')).body[0].result;
    expect(utc).toEqual([
      { date: '2025-03-01T00:00:00.000Z', countId: 2 },
      { date: '2025-03-02T00:00:00.000Z', countId: 1 },
    ]);
    // In Tokyo (UTC+9) the 23:30 UTC call falls on 2 March, with the 08:00 UTC one (17:00).
    const tokyo = (await query('Asia/Tokyo')).body[0].result;
    expect(tokyo).toEqual([
      { date: '2025-02-28T15:00:00.000Z', countId: 1 },
      { date: '2025-03-01T15:00:00.000Z', countId: 2 },
    ]);
  });

  it('refuses a time range PostgreSQL cannot read or no calendar has, never a 500', async () => {
    const ask = (timeRange: Record<string, unknown>) =>
      t.call('POST', '/analytics', {
        queries: [
          {
            table: 'call',
            name: 'q',
            timeRange,
            operations: [{ operation: 'count', column: 'id' }],
          },
        ],
      });
    for (const timeRange of [
      { start: '+100000-01-01T00:00:00Z' },
      { end: '+275760-09-13T00:00:00Z' },
      { start: '0000-01-01T00:00:00Z' },
      { start: '2025-02-30T00:00:00Z' },
      { end: 1e20 },
    ]) {
      const res = await ask(timeRange);
      expect(res.status, JSON.stringify(timeRange)).toBe(400);
      expect(res.body.message.join(' '), JSON.stringify(timeRange)).toMatch(
        /timeRange\.(start|end) must be/,
      );
    }
  });

  it('refuses unknown columns, groups and steps, one message each', async () => {
    const res = await t.call('POST', '/analytics', {
      queries: [
        {
          table: 'call',
          name: 'bad',
          groupBy: ['colour'],
          timeRange: { step: 'fortnight' },
          operations: [{ operation: 'sum', column: 'price' }],
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.message.length).toBeGreaterThanOrEqual(3);
  });
});
