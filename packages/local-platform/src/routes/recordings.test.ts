import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { platformRequestLogs } from '../db/schema/request-logs.ts';
import { RecordingStore } from '../recordings/recording-store.ts';
import { testDatabaseKinds } from '../testing/databases.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from '../testing/test-platform.ts';

// The recording route as a client meets it (mounted at /platform, as the product mounts it):
// no key, a signed URL, rate limited like every route, never in the request log.
const STARTS_A_PLATFORM = { timeout: 120_000 };
const BASE = 'http://localhost:8080/platform';

/** Stores a small "recording" straight through the store, as a finished call leaves one. */
async function storedRecording(t: PlatformUnderTest, bytes: Buffer) {
  const callId = randomUUID();
  const store = new RecordingStore(t.database.db);
  for (const channels of ['mono', 'stereo'] as const) {
    const file = store.begin(callId, channels, 'mp3');
    file.write(bytes);
    await file.finish(1_000);
  }
  return callId;
}

describe.each(testDatabaseKinds)('GET /recording on %s', (kind) => {
  let t: PlatformUnderTest | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    t!.platform.app.request(new URL(url).pathname.replace('/platform', '') + new URL(url).search, {
      method,
      headers,
    });

  it(
    'needs no key, answers HEAD, and stays out of the request log',
    STARTS_A_PLATFORM,
    async () => {
      t = await startPlatformUnderTest(kind, { publicBaseUrl: BASE });
      const content = Buffer.from('ID3 not really an mp3, but bytes all the same');
      const callId = await storedRecording(t, content);
      const url = await t.platform.recordings.signedUrl(callId, 'mono');
      expect(url).toMatch(new RegExp(`^${BASE}/recording/${callId}/mono\\.mp3\\?expires=`));

      const res = await get(url!);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(content)).toBe(true);
      expect(res.headers.get('content-disposition')).toBe(
        `inline; filename="call-${callId}-mono.mp3"`,
      );
      // Served as audio that no browser sniffs into a page, sandboxed if opened as a document.
      expect(res.headers.get('content-type')).toBe('audio/mpeg');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      const head = await get(url!, {}, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(content.length));
      expect((await head.arrayBuffer()).byteLength).toBe(0);

      expect((await get(url!.replace('mono.mp3', 'mono.ogg'))).status).toBe(404);
      const logged = await t.database.db
        .select()
        .from(platformRequestLogs)
        .where(eq(platformRequestLogs.resource, 'recording'));
      expect(logged).toEqual([]);

      await t.platform.recordings.erase(callId);
      expect((await get(url!)).status).toBe(404);
    },
  );

  it('is rate limited per address like every route', STARTS_A_PLATFORM, async () => {
    t = await startPlatformUnderTest(kind, { publicBaseUrl: BASE, rateLimits: { perAddress: 3 } });
    const callId = await storedRecording(t, Buffer.from('bytes'));
    const url = (await t.platform.recordings.signedUrl(callId, 'stereo'))!;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await get(url)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
