import { interviewScript } from '@vibe/voice-sdk/interview-assistant';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformResources } from '../db/schema/resources.ts';
import {
  PUBLIC_CHAT_INPUT_MAX_BYTES,
  PUBLIC_CHAT_MAX_MESSAGES,
} from '../chat/public-chat-limits.ts';
import { testDatabaseKinds } from '../testing/databases.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from '../testing/test-platform.ts';

describe.each(testDatabaseKinds)('chats on %s', (kind) => {
  let t: PlatformUnderTest;
  beforeAll(async () => {
    t = await startPlatformUnderTest(kind);
  });
  afterAll(() => t.close());

  it('answers chats with the interview script, turn after turn', async () => {
    const first = await t.call('POST', '/chat', {
      assistantId: t.platform.assistantId,
      input: 'Hi!',
    });
    expect(first.status).toBe(201);
    expect(first.body.output[0].role).toBe('assistant');
    expect(first.body.output[0].content).toContain(interviewScript.questions[0]);
    const second = await t.call('POST', '/chat', {
      previousChatId: first.body.id,
      input: 'Ten years of Go.',
    });
    expect(second.body.output[0].content).toContain(interviewScript.questions[1]);
    expect(second.body.messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
    ]);
    const listed = await t.call('GET', `/chat?assistantId=${t.platform.assistantId}&limit=1`);
    expect(listed.body.results.map((c: { id: string }) => c.id)).toEqual([second.body.id]);
    expect(listed.body.metadata.totalItems).toBe(2);
    const deleted = await t.call('DELETE', `/chat/${first.body.id}`);
    expect(deleted.body.id).toBe(first.body.id);
    expect((await t.call('GET', `/chat/${first.body.id}`)).status).toBe(404);
  });

  it('streams a chat as server-sent events when asked', async () => {
    const res = await t.call('POST', '/chat', {
      assistantId: t.platform.assistantId,
      input: 'Hello',
      stream: true,
    });
    const events = String(res.body)
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)) as { id: string; path: string; delta: string });
    expect(events.length).toBeGreaterThan(3);
    expect(events.every((e) => e.path === 'chat.output[0].content')).toBe(true);
    expect(events.map((e) => e.delta).join('')).toContain(interviewScript.questions[0]);
  });

  it('answers web chats with the public key and keeps the session', async () => {
    const key = t.platform.keys.publicKey;
    const first = await t.call(
      'POST',
      '/chat/web',
      { assistantId: t.platform.assistantId, input: 'Hi' },
      key,
    );
    expect(first.status).toBe(201);
    expect(Object.keys(first.body).sort()).toEqual(['id', 'output', 'sessionId']);
    const second = await t.call(
      'POST',
      '/chat/web',
      {
        assistantId: t.platform.assistantId,
        input: 'I build web apps.',
        sessionId: first.body.sessionId,
      },
      key,
    );
    expect(second.body.output[0].content).toContain(interviewScript.questions[1]);
    const session = await t.call('GET', `/session/${first.body.sessionId}`);
    expect(session.body.messages).toHaveLength(4);
  });

  it('answers the OpenAI responses variants, streaming by default', async () => {
    const plain = await t.call('POST', '/chat/responses', {
      assistantId: t.platform.assistantId,
      input: 'Hi',
      stream: false,
    });
    expect(plain.body).toMatchObject({ object: 'response', status: 'completed' });
    expect(plain.body.output[0].content[0].type).toBe('output_text');
    const streamed = await t.call(
      'POST',
      '/chat/web/responses',
      { assistantId: t.platform.assistantId, input: 'Hi' },
      t.platform.keys.publicKey,
    );
    const text = String(streamed.body);
    expect(text).toContain('event: response.output_text.delta');
    expect(text).toContain('event: response.completed');
  });

  it('refuses a public-key input over 16 KB with 413 and stores nothing', async () => {
    const key = t.platform.keys.publicKey;
    const chats = async () =>
      (
        await t.database.db
          .select({ id: platformResources.id })
          .from(platformResources)
          .where(
            and(eq(platformResources.kind, 'chat'), eq(platformResources.orgId, t.platform.orgId)),
          )
      ).length;
    const before = await chats();
    for (const input of [
      'x'.repeat(17 * 1024),
      [{ role: 'user', content: 'é'.repeat(9 * 1024) }],
    ]) {
      const res = await t.call(
        'POST',
        '/chat/web',
        { assistantId: t.platform.assistantId, input },
        key,
      );
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
      expect(String(res.body.message)).toContain('input');
    }
    expect(await chats()).toBe(before);
    const fits = await t.call(
      'POST',
      '/chat/web',
      { assistantId: t.platform.assistantId, input: 'x'.repeat(PUBLIC_CHAT_INPUT_MAX_BYTES) },
      key,
    );
    expect(fits.status).toBe(201);
    // The private key's own chats keep the provider's larger bodies.
    const own = await t.call('POST', '/chat', {
      assistantId: t.platform.assistantId,
      input: 'x'.repeat(17 * 1024),
    });
    expect(own.status).toBe(201);
  });

  it('ends a public-key conversation once it holds its most messages (413), keeping the session bounded', async () => {
    const key = t.platform.keys.publicKey;
    let sessionId: string | undefined;
    let last = 0;
    // Each turn adds the visitor's message and the assistant's reply.
    for (let turn = 0; turn < PUBLIC_CHAT_MAX_MESSAGES; turn++) {
      const res = await t.call(
        'POST',
        '/chat/web',
        {
          assistantId: t.platform.assistantId,
          input: `turn ${turn}`,
          ...(sessionId ? { sessionId } : {}),
        },
        key,
      );
      last = res.status;
      if (res.status !== 201) break;
      sessionId = res.body.sessionId;
    }
    expect(last).toBe(413);
    const session = await t.call('GET', `/session/${sessionId}`);
    expect(session.body.messages.length).toBeLessThanOrEqual(PUBLIC_CHAT_MAX_MESSAGES);
  });

  it('marks what a public key stored for pruning, and not what the private key stored', async () => {
    const web = await t.call(
      'POST',
      '/chat/web',
      { assistantId: t.platform.assistantId, input: 'Hi', stream: false },
      t.platform.keys.publicKey,
    );
    const own = await t.call('POST', '/chat', { assistantId: t.platform.assistantId, input: 'Hi' });
    const hiddenOf = async (id: string) =>
      (
        await t.database.db
          .select({ hidden: platformResources.hidden })
          .from(platformResources)
          .where(eq(platformResources.id, id))
      )[0]?.hidden;
    expect(await hiddenOf(web.body.id)).toEqual({ retention: 'public-key' });
    expect(await hiddenOf(web.body.sessionId)).toEqual({ retention: 'public-key' });
    expect(await hiddenOf(own.body.id)).toBeNull();
  });

  it('refuses a chat that names no assistant, session or previous chat', async () => {
    const res = await t.call('POST', '/chat', { input: 'Hi' });
    expect(res.status).toBe(400);
  });
});
