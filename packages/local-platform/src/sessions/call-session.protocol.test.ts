import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEspeakSynthesizer } from '../voice/espeak-synthesizer.ts';
import { isFinalLine, SessionClient, SessionRefusedError } from '../testing/session-client.ts';
import {
  startCallSessionsUnderTest,
  type CallSessionsUnderTest,
} from '../testing/test-platform.ts';
import type { SessionAssistant } from './types.ts';

let platform: CallSessionsUnderTest;
const espeak = createEspeakSynthesizer();

beforeAll(async () => {
  // The real synthesizer, except that one phrase fails, as a broken voice would.
  platform = await startCallSessionsUnderTest({
    synthesizer: {
      synthesize: (text, options) =>
        text.includes('cannot be spoken')
          ? Promise.reject(new Error('voice down'))
          : espeak.synthesize(text, options),
    },
  });
});
afterAll(async () => {
  await platform.close();
  await espeak.close();
});

const assistant: SessionAssistant = {
  firstMessage: 'Hello.',
  metadata: { script: { questions: ['What do you build?', 'Why join us?'] } },
};

const errors = (client: SessionClient) => client.ofType('error').map((m) => m['message'] as string);

describe('the call session protocol', () => {
  it('answers bad frames with an error message and carries on with the call', async () => {
    const { id, url } = platform.createCall(assistant);
    const client = await SessionClient.connect(url);
    await client.waitFor(isFinalLine('What do you build?'), 10_000);
    client.sendRaw(Buffer.alloc(641)); // odd number of bytes
    client.sendRaw(Buffer.alloc(3_202)); // more than 100 ms
    client.sendRaw(Buffer.alloc(0)); // empty
    client.sendRaw('{"type": "add-message", '); // not JSON
    client.sendRaw('"hello"'); // a string other than "playable"
    client.sendRaw('[1, 2]');
    client.sendJson({ type: 'dance' });
    client.sendJson({ type: 'control', control: 'self-destruct' });
    client.sendJson({ type: 'add-message', message: { role: 'user' } });
    client.sendJson({ type: 'say', message: '' });
    client.sendJson({ type: 'say', message: 'Hi', endCallAfterSpoken: 'yes' });
    client.sendRaw(
      JSON.stringify({
        type: 'add-message',
        message: { role: 'user', content: 'x'.repeat(40_000) },
      }),
    );
    client.sendRaw('"playable"'); // valid, and ignored
    await client.waitFor(() => errors(client).length >= 12, 5_000);
    const got = errors(client);
    expect(got).toHaveLength(12);
    expect(got[0]).toMatch(/even number of bytes, at most 3200.*got 641/);
    expect(got[1]).toMatch(/got 3202/);
    expect(got[2]).toMatch(/got 0/);
    expect(got[3]).toBe('Text frames must be JSON.');
    expect(got[6]).toBe('Unknown message type "dance".');
    expect(got[7]).toMatch(
      /control must be one of: mute-assistant, unmute-assistant, say-first-message/,
    );
    expect(got[11]).toMatch(/limited to 32768 bytes/);

    // The call goes on: a typed answer still moves the interview forward.
    client.sendJson({ type: 'add-message', message: { role: 'user', content: 'I build games.' } });
    await client.waitFor(isFinalLine('Why join us?'), 10_000);
    client.sendJson({ type: 'end-call' });
    expect((await platform.store.ended(id)).transcript).toContain('User: I build games.');
  });

  it('refuses a socket for an unknown call, a wrong token, or a call that already has one', async () => {
    const { url } = platform.createCall(assistant);
    await expect(
      SessionClient.connect(url.replace(/platform\/[^/]+/, 'platform/no-such-call')),
    ).rejects.toEqual(new SessionRefusedError(404));
    await expect(SessionClient.connect(url.replace(/token=.*/, 'token=wrong'))).rejects.toEqual(
      new SessionRefusedError(404),
    );
    await expect(SessionClient.connect(url.replace(/\/transport/, '/elsewhere'))).rejects.toEqual(
      new SessionRefusedError(404),
    );
    const client = await SessionClient.connect(url);
    await expect(SessionClient.connect(url)).rejects.toEqual(new SessionRefusedError(409));
    client.sendJson({ type: 'end-call' });
    await client.waitForClose();
    // An ended call cannot be joined again.
    await expect(SessionClient.connect(url)).rejects.toEqual(new SessionRefusedError(404));
  });

  it('keeps sessions apart: one call whose voice fails ends alone while the others go on', async () => {
    const healthy = [
      platform.createCall(assistant),
      platform.createCall(assistant),
      platform.createCall(assistant),
    ];
    const broken = platform.createCall({
      ...assistant,
      firstMessage: 'This line cannot be spoken.',
    });
    const clients = await Promise.all(healthy.map((call) => SessionClient.connect(call.url)));
    const brokenClient = await SessionClient.connect(broken.url);
    await brokenClient.waitForClose();
    expect((await platform.store.ended(broken.id)).endedReason).toBe(
      'pipeline-error-custom-voice-failed',
    );
    await Promise.all(
      clients.map((client, index) =>
        client.waitFor(isFinalLine('What do you build?'), 10_000).then(() =>
          client.sendJson({
            type: 'add-message',
            message: { role: 'user', content: `My answer ${index}` },
          }),
        ),
      ),
    );
    for (const [index, client] of clients.entries()) {
      await client.waitFor(isFinalLine('Why join us?'), 10_000);
      client.sendJson({ type: 'end-call' });
      const stored = await platform.store.ended(healthy[index]!.id);
      // Each record holds only its own call's answer.
      expect(stored.transcript).toContain(`User: My answer ${index}`);
      expect(stored.transcript!.match(/User:/g)).toHaveLength(1);
    }
  });
});
