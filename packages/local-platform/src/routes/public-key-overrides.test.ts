import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/databases.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from '../testing/test-platform.ts';

// The public key is handed to every visitor: it may start the owner's assistant and pass its
// own values (variableValues, metadata), never change how the assistant behaves.

describe.each(testDatabaseKinds)('public-key overrides on %s', (kind) => {
  let t: PlatformUnderTest;
  beforeAll(async () => {
    t = await startPlatformUnderTest(kind);
  });
  afterAll(() => t.close());

  const webCall = (body: Record<string, unknown>, key = t.platform.keys.publicKey) =>
    t.call('POST', '/call/web', { assistantId: t.platform.assistantId, ...body }, key);

  it.each([
    ['firstMessage', { assistantOverrides: { firstMessage: 'I am the owner now.' } }],
    ['silenceTimeoutSeconds', { assistantOverrides: { silenceTimeoutSeconds: 3600 } }],
    ['maxDurationSeconds', { assistantOverrides: { maxDurationSeconds: 43_200 } }],
    ['endCallMessage', { assistantOverrides: { endCallMessage: 'Bye' } }],
    ['voice', { assistantOverrides: { voice: { provider: 'local', voiceId: 'en' } } }],
    ['model', { assistantOverrides: { model: { provider: 'local', model: 'x', messages: [] } } }],
    ['name', { assistantOverrides: { name: 'Mine' } }],
  ])('refuses an override of %s with 400 naming the field', async (_name, body) => {
    const res = await webCall(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    const field = Object.keys(body.assistantOverrides)[0]!;
    expect(JSON.stringify(res.body.message)).toContain(`assistantOverrides.${field} may not`);
  });

  it('names every refused field at once, also in squad, workflow and customer overrides', async () => {
    const res = await webCall({
      assistantOverrides: { firstMessage: 'x', silenceTimeoutSeconds: 3600, metadata: { a: 1 } },
      workflowOverrides: { model: {} },
    });
    expect(res.status).toBe(400);
    const messages = res.body.message as string[];
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^assistantOverrides\.firstMessage may not/),
        expect.stringMatching(/^assistantOverrides\.silenceTimeoutSeconds may not/),
        expect.stringMatching(/^workflowOverrides\.model may not/),
      ]),
    );
    expect(messages.filter((m) => m.startsWith('assistantOverrides.metadata'))).toEqual([]);
    const chat = await t.call(
      'POST',
      '/chat/web',
      {
        assistantId: t.platform.assistantId,
        input: 'Hi',
        assistantOverrides: { firstMessage: 'x' },
      },
      t.platform.keys.publicKey,
    );
    expect(chat.status).toBe(400);
    expect(JSON.stringify(chat.body.message)).toContain('assistantOverrides.firstMessage may not');
  });

  it('keeps the server-field wording for fields that make the platform call out', async () => {
    const res = await webCall({ assistantOverrides: { server: { url: 'https://x.example' } } });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([
      expect.stringMatching(/^assistantOverrides\.server may not be set with a public key/),
    ]);
  });

  it('accepts variableValues, metadata and what the landing page sends (201)', async () => {
    for (const body of [
      { assistantOverrides: { metadata: { interviewId: 'x' } } },
      { assistantOverrides: { variableValues: { name: 'Ada' } } },
      { assistantOverrides: { variableValues: { name: 'Ada' }, metadata: { a: 1 } } },
      { workflowOverrides: { variableValues: { a: 'b' } } },
      {},
    ]) {
      const res = await webCall(body);
      expect(res.status, JSON.stringify(body)).toBe(201);
    }
    const chat = await t.call(
      'POST',
      '/chat/web',
      {
        assistantId: t.platform.assistantId,
        input: 'Hi',
        assistantOverrides: { variableValues: { name: 'Ada' } },
      },
      t.platform.keys.publicKey,
    );
    expect(chat.status).toBe(201);
  });

  it('refuses an inline assistant from the public key, naming it', async () => {
    const res = await t.call(
      'POST',
      '/call/web',
      { assistant: { name: 'Mine', silenceTimeoutSeconds: 3600, maxDurationSeconds: 43_200 } },
      t.platform.keys.publicKey,
    );
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/^assistant may not/);
  });

  it('refuses inline assistants with a key limited to a list of assistants, as the provider does', async () => {
    const token = await t.call('POST', '/token', {
      tag: 'public',
      restrictions: { allowedAssistantIds: [t.platform.assistantId] },
    });
    const res = await t.call(
      'POST',
      '/call/web',
      { assistant: { name: 'Mine', maxDurationSeconds: 43_200 } },
      token.body.value,
    );
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/^assistant may not/);
    expect((await webCall({}, token.body.value)).status).toBe(201);
  });

  it('lets the private key still override anything', async () => {
    const res = await webCall(
      {
        assistantOverrides: {
          firstMessage: 'Owner’s greeting.',
          silenceTimeoutSeconds: 60,
          maxDurationSeconds: 120,
        },
      },
      t.platform.keys.privateKey,
    );
    expect(res.status).toBe(201);
    expect(res.body.assistantOverrides).toMatchObject({ firstMessage: 'Owner’s greeting.' });
  });
});
