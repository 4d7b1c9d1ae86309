import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewScript } from '../seed/interview-assistant.ts';
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

  it('refuses a chat that names no assistant, session or previous chat', async () => {
    const res = await t.call('POST', '/chat', { input: 'Hi' });
    expect(res.status).toBe(400);
  });
});
