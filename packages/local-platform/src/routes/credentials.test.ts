import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformResources } from '../db/schema/resources.ts';
import { OPEN_BODY_MAX_BYTES } from '../http/body.ts';
import { credentialWebhookBody, randomText } from '../testing/credential-webhook.ts';
import { testDatabaseKinds } from '../testing/databases.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from '../testing/test-platform.ts';

// The broker's webhook needs no key: anyone may post to it, so what it keeps must stay small
// and few whatever is sent.

describe.each(testDatabaseKinds)('the anonymous credential webhook on %s', (kind) => {
  let t: PlatformUnderTest;
  beforeAll(async () => {
    t = await startPlatformUnderTest(kind);
  });
  afterAll(() => t.close());

  const stored = async () => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(platformResources)
      .where(
        and(
          eq(platformResources.orgId, t.platform.orgId),
          eq(platformResources.kind, 'credential-webhook'),
        ),
      );
    return Number(row!.n);
  };
  const tableBytes = async () => {
    const rows = (await t.database.db.execute(
      sql`select pg_total_relation_size('platform_resources')::bigint as bytes`,
    )) as unknown as { rows?: { bytes: string | number }[] } | { bytes: string | number }[];
    const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
    return Number(list[0]!.bytes);
  };
  /** Posts, without a key, a webhook body padded with `padding` random characters. */
  const postPadded = (padding: number) =>
    t.call('POST', '/credential/webhook', credentialWebhookBody(randomText(padding)), null);

  it('refuses a 1 MB body with 413 in the provider’s shape and stores nothing', async () => {
    const before = await stored();
    const res = await postPadded(1_000_000);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    expect(await stored()).toBe(before);
  });

  it('refuses a body just over 64 KB and accepts one just under it', async () => {
    const over = await postPadded(OPEN_BODY_MAX_BYTES);
    expect(over.status).toBe(413);
    const under = await postPadded(OPEN_BODY_MAX_BYTES - 1024);
    expect(under.status).toBe(201);
  });

  it('grows the database by at most the capped bodies over 10 requests', async () => {
    const rowsBefore = await stored();
    const bytesBefore = await tableBytes();
    for (let i = 0; i < 10; i++) {
      const res = await postPadded(OPEN_BODY_MAX_BYTES - 1024);
      expect(res.status).toBe(201);
    }
    const growth = (await tableBytes()) - bytesBefore;
    console.info(
      `[${kind}] 10 capped anonymous webhook posts grew platform_resources by ${growth} bytes`,
    );
    expect(await stored()).toBe(rowsBefore + 10);
    // Ten 63 KB bodies, plus pages and index entries: never the 10 MB of ten 1 MB bodies.
    expect(growth).toBeLessThan(2 * 1024 * 1024);
  });
});
