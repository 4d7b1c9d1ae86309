import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silence } from '../testing/synthetic-audio.ts';
import { isFinalLine, SessionClient } from '../testing/session-client.ts';
import {
  startCallSessionsUnderTest,
  type CallSessionsUnderTest,
} from '../testing/test-platform.ts';
import { MemoryCallStore } from '../testing/memory-call-store.ts';
import type { CallPatch, SessionAssistant } from './types.ts';

const SECRET = 'endings-secret';
let platform: CallSessionsUnderTest;

beforeAll(async () => {
  platform = await startCallSessionsUnderTest({
    webhookSecret: SECRET,
    tuning: { minimumLimitSeconds: 0.1 },
  });
});
afterAll(() => platform.close());

const assistant = (overrides: Partial<SessionAssistant> = {}): SessionAssistant => ({
  id: 'asst-endings',
  firstMessage: 'Hello.',
  metadata: { script: { questions: ['What do you build?'] } },
  server: { url: platform.webhookUrl },
  ...overrides,
});

/** Waits for the end of the call and checks the client, the record and the report agree. */
async function expectEnded(client: SessionClient, callId: string, reason: string, dropped = false) {
  if (!dropped) {
    await client.waitFor((m) => m['type'] === 'status-update' && m['status'] === 'ended', 10_000);
    expect(client.ofType('status-update').at(-1)).toEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: reason,
    });
    expect((await client.waitForClose()).code).toBe(1000);
  }
  const stored = await platform.store.ended(callId);
  expect(stored).toMatchObject({ status: 'ended', endedReason: reason, cost: 0 });
  const hook = await platform.webhookFor(callId);
  expect(hook.headers['x-vapi-secret']).toBe(SECRET);
  expect(hook.body.message).toMatchObject({ type: 'end-of-call-report', endedReason: reason });
  return stored;
}

describe('how a call session ends', () => {
  it('ends with silence-timed-out when the visitor says nothing after a question', async () => {
    const { id, url } = platform.createCall(assistant({ silenceTimeoutSeconds: 0.6 }));
    const client = await SessionClient.connect(url);
    await client.waitFor(isFinalLine('What do you build?'), 10_000);
    // A microphone in a quiet room keeps sending silence.
    await client.sendAudio(silence(0.8));
    const stored = await expectEnded(client, id, 'silence-timed-out');
    expect(stored.transcript).toBe('AI: Hello.\nAI: What do you build?');
  });

  it('does not accept a silence timeout below the provider minimum from the assistant itself', async () => {
    const strict = await startCallSessionsUnderTest();
    try {
      const { id, url } = strict.createCall(
        assistant({ silenceTimeoutSeconds: 0.5, maxDurationSeconds: 0.5, server: {} }),
      );
      const client = await SessionClient.connect(url);
      await client.waitFor(isFinalLine('What do you build?'), 10_000);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(client.ofType('status-update').map((m) => m['status'])).toEqual(['in-progress']);
      client.sendJson({ type: 'hangup' });
      expect((await strict.store.ended(id)).endedReason).toBe('customer-ended-call');
    } finally {
      await strict.close();
    }
  });

  it('ends with exceeded-max-duration, keeping what was said until then', async () => {
    const long = assistant({
      firstMessage:
        'Welcome to the community interview, it is lovely to meet you today, and thank you for making the time.',
      maxDurationSeconds: 2,
    });
    // Synthesized ahead, as POST /call/web does, so the greeting is playing when time runs out.
    await platform.sessions.prepare(long);
    const { id, url } = platform.createCall(long);
    const client = await SessionClient.connect(url);
    const stored = await expectEnded(client, id, 'exceeded-max-duration');
    // The greeting was cut off by the limit: only the words heard are recorded.
    expect(stored.messages).toHaveLength(1);
    expect(stored.messages![0]!.message.length).toBeLessThan(long.firstMessage!.length);
    expect(stored.messages![0]!.message.length).toBeGreaterThan(0);
  });

  it('ends with customer-ended-call when the client sends end-call', async () => {
    const { id, url } = platform.createCall(assistant());
    const client = await SessionClient.connect(url);
    await client.waitFor(isFinalLine('Hello.'), 10_000);
    client.sendJson({ type: 'end-call' });
    await expectEnded(client, id, 'customer-ended-call');
  });

  it('ends with customer-ended-call when the client closes its socket without a word', async () => {
    const { id, url } = platform.createCall(assistant());
    const client = await SessionClient.connect(url);
    await client.waitFor((m) => m['type'] === 'speech-update', 10_000);
    client.close();
    await expectEnded(client, id, 'customer-ended-call', true);
  });

  it('ends as a lost connection, recorded and reported, when the socket just drops', async () => {
    const { id, url } = platform.createCall(assistant());
    const client = await SessionClient.connect(url);
    await client.waitFor((m) => m['type'] === 'speech-update', 10_000);
    client.terminate();
    const stored = await expectEnded(
      client,
      id,
      'call.in-progress.error-vapifault-call-started-but-connection-to-transport-missing',
      true,
    );
    expect(Date.parse(stored.endedAt!)).toBeGreaterThanOrEqual(Date.parse(stored.startedAt!));
    await expect.poll(() => platform.sessions.activeCount()).toBe(0);
  });

  it('ends with assistant-ended-call-after-message-spoken after a say with endCallAfterSpoken', async () => {
    const { id, url } = platform.createCall(assistant());
    const client = await SessionClient.connect(url);
    await client.waitFor(isFinalLine('What do you build?'), 10_000);
    client.sendJson({ type: 'say', message: 'We have to stop here.', endCallAfterSpoken: true });
    await client.waitFor(isFinalLine('We have to stop here.'), 10_000);
    const stored = await expectEnded(client, id, 'assistant-ended-call-after-message-spoken');
    expect(stored.transcript!.split('\n').at(-1)).toBe('AI: We have to stop here.');
  });

  it('ends with assistant-said-end-call-phrase when a said line contains an end-call phrase', async () => {
    const { id, url } = platform.createCall(assistant({ endCallPhrases: ['talk soon'] }));
    const client = await SessionClient.connect(url);
    await client.waitFor(isFinalLine('What do you build?'), 10_000);
    client.sendJson({ type: 'say', content: 'Okay, talk soon!', interruptAssistantEnabled: true });
    await expectEnded(client, id, 'assistant-said-end-call-phrase');
  });

  it('records the end even when saving the start is slower than the whole call', async () => {
    class SlowStartStore extends MemoryCallStore {
      override async saveCall(callId: string, patch: CallPatch) {
        if (patch.status === 'in-progress')
          await new Promise((resolve) => setTimeout(resolve, 300));
        return super.saveCall(callId, patch);
      }
    }
    const slow = await startCallSessionsUnderTest({ store: new SlowStartStore() });
    try {
      const { id, url } = slow.createCall(assistant({ server: {} }));
      const client = await SessionClient.connect(url);
      client.sendJson({ type: 'end-call' });
      await client.waitForClose();
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(slow.store.calls.get(id)).toMatchObject({
        status: 'ended',
        endedReason: 'customer-ended-call',
      });
    } finally {
      await slow.close();
    }
  });

  it('ends every call when the platform shuts down', async () => {
    const local = await startCallSessionsUnderTest();
    const calls = [
      local.createCall(assistant({ server: {} })),
      local.createCall(assistant({ server: {} })),
    ];
    const clients = await Promise.all(calls.map((call) => SessionClient.connect(call.url)));
    await Promise.all(
      clients.map((client) => client.waitFor((m) => m['type'] === 'speech-update', 10_000)),
    );
    expect(local.sessions.activeCount()).toBe(2);
    await local.close();
    expect(local.sessions.activeCount()).toBe(0);
    for (const call of calls)
      expect(local.store.calls.get(call.id)!.endedReason).toBe('worker-shutdown');
    for (const client of clients)
      expect(client.ofType('status-update').at(-1)!['endedReason']).toBe('worker-shutdown');
  });
});
