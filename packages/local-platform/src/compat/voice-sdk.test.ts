import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { APIError, VoiceClient } from '@vibe/voice-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Test-only: the SDK's own table of endpoint cases (one per method), run here against the
// platform, since the SDK may not depend on our packages.
import { endpointCases } from '@vibe/voice-sdk/testing';
import { startPlatformUnderTest, type PlatformUnderTest } from '../testing/test-platform.ts';

describe('the SDK REST client against the local platform', () => {
  let t: PlatformUnderTest;
  let server: ServerType;
  let client: VoiceClient;
  const outcomes: string[] = [];

  beforeAll(async () => {
    t = await startPlatformUnderTest('pglite');
    server = serve({ fetch: t.platform.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    client = new VoiceClient({
      apiKey: t.platform.keys.privateKey,
      baseURL: `http://127.0.0.1:${port}`,
      maxRetries: 0,
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it.each(endpointCases.map((c) => [c.op, c] as const))(
    '%s answers a success, or a 400/404 in the provider error shape',
    async (_op, endpoint) => {
      try {
        await endpoint.call(client);
        outcomes.push('ok');
      } catch (error) {
        // The cases use ids that do not exist here, and bodies made for a recording server.
        expect(error).toBeInstanceOf(APIError);
        const apiError = error as APIError;
        expect([400, 404]).toContain(apiError.status);
        expect(apiError.error).toMatchObject({ statusCode: apiError.status });
        expect(String((apiError.error as { message: unknown }).message)).not.toMatch(/^Cannot /);
        outcomes.push(String(apiError.status));
      }
    },
  );

  it('answers most of them with a success', () => {
    expect(outcomes.filter((o) => o === 'ok').length).toBeGreaterThan(endpointCases.length / 3);
  });

  it('streams a chat turn as typed events, and a Responses turn by default', async () => {
    const { assistantId } = t.platform;
    const chat = await client.chats.create({ assistantId, input: 'Hello', stream: true });
    const deltas: string[] = [];
    for await (const event of chat) {
      expect(event.path).toBe('chat.output[0].content');
      deltas.push(event.delta);
    }
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('').trim().length).toBeGreaterThan(0);

    const responses = await client.chats.responses({ assistantId, input: 'Hello' });
    const types: string[] = [];
    let text = '';
    let completed = '';
    for await (const event of responses) {
      types.push(event.type);
      if (event.type === 'response.output_text.delta') text += event.delta;
      if (event.type === 'response.completed') completed = event.response.status;
    }
    expect(types.at(-1)).toBe('response.completed');
    expect(types).toContain('response.output_text.done');
    expect(text.trim().length).toBeGreaterThan(0);
    expect(completed).toBe('completed');

    const plain = await client.chats.responses({ assistantId, input: 'Hello', stream: false });
    expect(plain.object).toBe('response');
  });
});
