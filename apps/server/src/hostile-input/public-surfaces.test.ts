import { credentialWebhookBody, randomText } from '@vibe/local-platform/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { LocalModeInfo } from '../local-mode.ts';
import { TRANSCRIPT_MAX_TEXT_CHARS } from '@vibe/contracts/limits';
import type { RunningServer } from '../server.ts';
import { startLocalModeServer } from '../testing/local-mode-server.ts';
import { availableDrivers } from '../testing/test-databases.ts';

// What someone holding only what the landing page hands out (the platform's public key, an
// interview ticket) or nothing at all can write to `npm start`: every such write is capped in
// size, and what it leaves behind is bounded.

describe.each(availableDrivers)('public surfaces of the server in local mode ($name)', (driver) => {
  let server: RunningServer;
  let info: LocalModeInfo;

  beforeAll(async () => {
    ({ server, info } = await startLocalModeServer({ driver }));
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = async (path: string, body: unknown, key: string | null, raw?: string) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(key ? { authorization: `Bearer ${key}` } : {}),
      },
      body: raw ?? JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: any = text; // eslint-disable-line @typescript-eslint/no-explicit-any
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // SSE or plain text
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  const rows = async (query: ReturnType<typeof sql>) => {
    const result = (await server.database.db.execute(query)) as unknown as
      { rows: Record<string, unknown>[] } | Record<string, unknown>[];
    return Array.isArray(result) ? result : result.rows;
  };
  const webhookRows = async () =>
    Number(
      (
        await rows(
          sql`select count(*) as n from platform_resources where kind = 'credential-webhook'`,
        )
      )[0]!.n,
    );
  const tableBytes = async () =>
    Number(
      (await rows(sql`select pg_total_relation_size('platform_resources')::bigint as n`))[0]!.n,
    );

  describe('the credential webhook, which needs no key', () => {
    it('refuses the issue’s 1 MB anonymous body with 413 and stores nothing', async () => {
      const before = await webhookRows();
      const res = await post(
        '/platform/credential/webhook',
        credentialWebhookBody(randomText(1_000_000)),
        null,
      );
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
      expect(await webhookRows()).toBe(before);
    });

    it('grows storage by the capped bodies only over 10 requests', async () => {
      const rowsBefore = await webhookRows();
      const bytesBefore = await tableBytes();
      for (let i = 0; i < 10; i++) {
        const res = await post(
          '/platform/credential/webhook',
          credentialWebhookBody(randomText(63 * 1024)),
          null,
        );
        expect(res.status).toBe(201);
      }
      const growth = (await tableBytes()) - bytesBefore;
      console.info(
        `[${driver.name}] 10 capped anonymous webhook posts (63 KB each): +${growth} bytes in platform_resources`,
      );
      expect(await webhookRows()).toBe(rowsBefore + 10);
      // Thirty uncapped posts once grew the data by 63 MB; ten capped ones stay under 2 MB.
      expect(growth).toBeLessThan(2 * 1024 * 1024);
    });
  });

  describe('web chats with the public key', () => {
    it('refuses a 17 KB input with 413, and the issue’s 0.93 MB one before reading it', async () => {
      for (const chars of [17 * 1024, 930_000]) {
        const res = await post(
          '/platform/chat/web',
          { assistantId: info.assistantId, input: randomText(chars), stream: false },
          info.publicKey,
        );
        expect(res.status, `${chars} characters`).toBe(413);
        expect(res.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
      }
      const fine = await post(
        '/platform/chat/web',
        { assistantId: info.assistantId, input: 'Hi', stream: false },
        info.publicKey,
      );
      expect(fine.status).toBe(201);
    });
  });

  describe('web calls with the public key', () => {
    it.each([
      ['firstMessage', 'Say what I want.'],
      ['silenceTimeoutSeconds', 3600],
      ['maxDurationSeconds', 43_200],
      ['endCallMessage', 'Bye.'],
      ['voice', { provider: 'local', voiceId: 'en-us' }],
      ['model', { provider: 'local', model: 'interview', messages: [] }],
    ])('refuses the override of %s with 400 naming it', async (field, value) => {
      const res = await post(
        '/platform/call/web',
        { assistantId: info.assistantId, assistantOverrides: { [field]: value } },
        info.publicKey,
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(JSON.stringify(res.body.message)).toContain(`assistantOverrides.${field} may not`);
    });

    it('refuses an inline assistant with its own long timeouts', async () => {
      const res = await post(
        '/platform/call/web',
        { assistant: { name: 'Mine', silenceTimeoutSeconds: 3600, maxDurationSeconds: 43_200 } },
        info.publicKey,
      );
      expect(res.status).toBe(401);
      expect(res.body.message).toMatch(/^assistant may not/);
    });

    it('still starts the landing page’s own call, and accepts variableValues (201)', async () => {
      for (const assistantOverrides of [
        { metadata: { interviewId: 'x' } },
        { variableValues: { name: 'Ada' }, metadata: { interviewId: 'y' } },
      ]) {
        const res = await post(
          '/platform/call/web',
          { assistantId: info.assistantId, assistantOverrides },
          info.publicKey,
        );
        expect(res.status).toBe(201);
      }
    });

    it('refuses a public-key body over 64 KB with 413', async () => {
      const res = await post(
        '/platform/call/web',
        {
          assistantId: info.assistantId,
          assistantOverrides: { metadata: { blob: randomText(70_000) } },
        },
        info.publicKey,
      );
      expect(res.status).toBe(413);
    });

    it('keeps a bounded conversation however much a visitor types into the call', async () => {
      const started = await post(
        '/platform/call/web',
        { assistantId: info.assistantId, assistantOverrides: { metadata: { interviewId: 'z' } } },
        info.publicKey,
      );
      expect(started.status).toBe(201);
      const socket = new WebSocket(started.body.webCallUrl as string);
      const errors: string[] = [];
      let longest = 0;
      await new Promise<void>((resolve, reject) => {
        socket.on('error', reject);
        socket.on('message', (data, isBinary) => {
          if (isBinary) return;
          const text = String(data);
          if (text === '"listening"') {
            // 30 typed lines of 10,000 characters: 300,000 characters in all.
            for (let i = 0; i < 30; i++) {
              socket.send(
                JSON.stringify({
                  type: 'add-message',
                  message: { role: 'assistant', content: randomText(10_000) },
                  triggerResponseEnabled: false,
                }),
              );
            }
            return;
          }
          const message = JSON.parse(text) as {
            type: string;
            message?: string;
            messages?: unknown[];
          };
          if (message.type === 'conversation-update') {
            longest = Math.max(longest, JSON.stringify(message.messages).length);
          }
          if (message.type === 'error') errors.push(message.message ?? '');
          if (errors.length === 10) setTimeout(resolve, 500);
        });
      });
      socket.close();
      // About 20 fit in the call's 200,000 characters (the greeting takes a little): every one
      // past them is refused, and the visitor told so.
      expect(errors.length).toBeGreaterThanOrEqual(10);
      expect(errors.length).toBeLessThanOrEqual(11);
      expect(errors.every((e) => /conversation is full/.test(e))).toBe(true);
      expect(longest).toBeLessThan(250_000);
    });

    it('lets the private key still override the assistant', async () => {
      const res = await post(
        '/platform/call/web',
        {
          assistantId: info.assistantId,
          assistantOverrides: { firstMessage: 'Owner speaking.', silenceTimeoutSeconds: 60 },
        },
        info.privateKey,
      );
      expect(res.status).toBe(201);
    });
  });

  describe('an interview ticket', () => {
    const postOnboarding = async (email: string) =>
      (await post('/api/onboarding', { email }, null)).body.interview as {
        id: string;
        token: string;
      };

    it('cannot grow its transcript past the total cap, one save at a time', async () => {
      const ticket = await postOnboarding(`cap-${driver.name}@example.com`);
      const entry = (text: string) => ({ role: 'user', text, timestamp: new Date().toISOString() });
      // Each save is under the 1 MB body cap; together they would pass the transcript's cap.
      const perSave = 15;
      const saves = Math.ceil(TRANSCRIPT_MAX_TEXT_CHARS / (perSave * 10_000)) + 1;
      const statuses: number[] = [];
      for (let i = 0; i < saves; i++) {
        const res = await post(
          `/api/interviews/${ticket.id}/transcript`,
          {
            from_index: i * perSave,
            entries: Array.from({ length: perSave }, () => entry(randomText(10_000))),
          },
          ticket.token,
        );
        statuses.push(res.status);
        if (res.status !== 200) {
          expect(res.body).toMatchObject({ error: { code: 'payload_too_large' } });
          break;
        }
      }
      expect(statuses.at(-1)).toBe(413);
      const [stored] = await rows(
        sql`select coalesce(sum(length(e->>'text')), 0) as n from interviews, jsonb_array_elements(transcript) e where id = ${ticket.id}`,
      );
      expect(Number(stored!.n)).toBeLessThanOrEqual(TRANSCRIPT_MAX_TEXT_CHARS);

      // The completion is held to the same cap.
      const complete = await post(
        `/api/interviews/${ticket.id}/complete`,
        {
          completed_at: new Date().toISOString(),
          duration_seconds: 60,
          transcript: Array.from({ length: TRANSCRIPT_MAX_TEXT_CHARS / 10_000 + 1 }, () =>
            entry(randomText(10_000)),
          ),
        },
        ticket.token,
      );
      expect(complete.status).toBe(413);
    });
  });

  // Last: it spends this address's web chats for the minute.
  it('answers 429 with Retry-After once one address has sent its web chats for the minute', async () => {
    let status = 201;
    let sent = 0;
    let answer: Awaited<ReturnType<typeof post>> | undefined;
    while (status !== 429 && sent < 200) {
      answer = await post(
        '/platform/chat/web',
        { assistantId: info.assistantId, input: 'Hi', stream: false },
        info.publicKey,
      );
      status = answer.status;
      sent++;
    }
    expect(status).toBe(429);
    expect(sent).toBeLessThanOrEqual(31);
    expect(Number(answer!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answer!.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  });
});
