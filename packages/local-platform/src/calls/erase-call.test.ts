import { eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { platformRecordings } from '../db/schema/recordings.ts';
import { platformRequestLogs } from '../db/schema/request-logs.ts';
import type { LocalPlatform } from '../platform.ts';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases.ts';
import { servePlatform, type ServedPlatform } from '../testing/serve-platform.ts';
import { until } from '../testing/until.ts';

/** A synthesizer that answers 100 ms of silence, so the test needs no WebAssembly speech. */
const silence = { synthesize: async () => new Int16Array(1600) };

describe.each(testDatabaseKinds)('erasing a call on %s', (kind) => {
  let database: TestDatabase;
  let served: ServedPlatform;
  let platform: LocalPlatform;
  let base: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    served = await servePlatform(database.db, {
      sessions: { synthesizer: silence },
      rateLimits: false,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    ({ platform, base } = served);
  });
  afterAll(async () => {
    await served.close();
    await database.close();
  });

  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${platform.keys.privateKey}`,
        'content-type': 'application/json',
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };

  /** The request logs that name `callId` in any way. */
  const logsNaming = (callId: string) =>
    database.db
      .select()
      .from(platformRequestLogs)
      .where(
        or(
          eq(platformRequestLogs.callId, callId),
          sql`position(${callId} in ${platformRequestLogs.path}) > 0`,
          sql`position(${callId} in coalesce(${platformRequestLogs.query}, '')) > 0`,
        ),
      );

  /** Starts a web call on the seeded assistant and joins it; answers the call and the socket. */
  async function liveCall() {
    const call = await api('POST', '/call/web', {
      assistantId: platform.assistantId,
      assistantOverrides: { metadata: { interviewId: 'someone' } },
    });
    const socket = new WebSocket(String(call.body.webCallUrl));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (data, isBinary) => {
        if (!isBinary && String(data) === '"listening"') resolve();
      });
      socket.once('error', reject);
    });
    socket.send(
      JSON.stringify({ type: 'add-message', message: { role: 'user', content: 'Private words.' } }),
    );
    return { id: String(call.body.id), socket, closed };
  }

  it('ends a live call, then deletes the call, its recordings and every log naming it', async () => {
    const call = await liveCall();
    // Requests that name the call, in the path and in the query.
    expect((await api('GET', `/call/${call.id}`)).status).toBe(200);
    expect((await api('GET', `/logs?callId=${call.id}`)).status).toBe(200);
    expect((await api('GET', `/call/${call.id.toUpperCase()}`)).status).toBeLessThan(500);
    expect((await logsNaming(call.id)).length).toBeGreaterThanOrEqual(2);

    expect(await platform.eraseCall(call.id)).toBe(true);
    // The session ended first (the visitor is hung up on), so nothing was written afterwards.
    await call.closed;
    expect(await logsNaming(call.id)).toEqual([]);
    expect(
      await database.db
        .select()
        .from(platformRecordings)
        .where(eq(platformRecordings.callId, call.id)),
    ).toEqual([]);
    expect(await platform.recordings.signedUrl(call.id, 'mono')).toBeNull();
    expect((await api('GET', `/call/${call.id}`)).status).toBe(404);
    // Erasing it again is no error: it is simply gone.
    expect(await platform.eraseCall(call.id)).toBe(false);
    expect(await platform.eraseCall('not-a-call-id')).toBe(false);
  });

  it('finds calls by the metadata their creator gave them, on the call or in its overrides', async () => {
    const web = await api('POST', '/call/web', {
      assistantId: platform.assistantId,
      assistantOverrides: { metadata: { interviewId: 'interview-a' } },
    });
    const phone = await api('POST', '/call', {
      assistantId: platform.assistantId,
      customer: { number: '+15550100' },
      metadata: { interviewId: 'interview-b' },
    });
    await api('POST', '/call/web', {
      assistantId: platform.assistantId,
      assistantOverrides: { metadata: { interviewId: 'interview-c' } },
    });
    const found = await platform.callIdsByMetadata('interviewId', [
      'interview-a',
      'interview-b',
      'nobody',
    ]);
    expect(found.sort()).toEqual([String(web.body.id), String(phone.body.id)].sort());
    expect(await platform.callIdsByMetadata('interviewId', [])).toEqual([]);
  });

  it('erases the same way through DELETE /call/{id}, whose own log names no call', async () => {
    const call = await api('POST', '/call', {
      assistantId: platform.assistantId,
      customer: { number: '+15550100' },
    });
    const id = String(call.body.id);
    await until(
      () => api('GET', `/call/${id}`),
      (res) => res.body.status === 'ended',
    );
    expect((await logsNaming(id)).length).toBeGreaterThan(0);
    expect((await api('DELETE', `/call/${id}`)).status).toBe(200);
    expect(await logsNaming(id)).toEqual([]);
    const deletions = await database.db
      .select()
      .from(platformRequestLogs)
      .where(eq(platformRequestLogs.method, 'DELETE'));
    expect(deletions).toContainEqual(
      expect.objectContaining({ path: '/call/{id}', callId: null, status: 200 }),
    );
  });
});
