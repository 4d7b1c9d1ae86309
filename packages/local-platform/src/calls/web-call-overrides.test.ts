import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { LocalPlatform } from '../platform.ts';
import { openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { servePlatform, type ServedPlatform } from '../testing/serve-platform.ts';
import { until } from '../testing/until.ts';

/** A synthesizer that answers 100 ms of silence, so the test needs no WebAssembly speech. */
const silence = { synthesize: async () => new Int16Array(1600) };

// A web call placed with the private key runs the seeded assistant as its `assistantOverrides`
// say, the platform's own providers included: its first message, its script's questions (what
// the Interview screen's test call of a draft relies on), and its metadata on the stored call.
describe('a private-key web call that overrides the seeded assistant', () => {
  let database: TestDatabase;
  let served: ServedPlatform;
  let platform: LocalPlatform;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    served = await servePlatform(database.db, {
      sessions: { synthesizer: silence },
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    ({ platform } = served);
  });
  afterAll(async () => {
    await served.close();
    await database.close();
  });

  it('says the overridden first message and asks the overridden questions', async () => {
    const res = await fetch(`${served.base}/call/web`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${platform.keys.privateKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        assistantId: platform.assistantId,
        assistantOverrides: {
          firstMessage: 'Welcome to the draft!',
          model: { provider: 'local', model: 'interview-script', messages: [] },
          voice: { provider: 'local', voiceId: 'en-gb' },
          metadata: {
            script: { questions: ['Which editor do you use?'], closing: 'Bye from the draft.' },
            testCall: true,
          },
        },
      }),
    });
    const call = (await res.json()) as { id: string; webCallUrl: string };
    expect(res.status, JSON.stringify(call)).toBe(201);
    const ws = new WebSocket(call.webCallUrl);
    const said: string[] = [];
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      const message = JSON.parse(String(data)) as Record<string, unknown>;
      const final = message.type === 'transcript' && message.transcriptType === 'final';
      if (final && message.role === 'assistant') said.push(String(message.transcript));
    });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    await until(
      async () => said,
      (lines) => lines.includes('Which editor do you use?'),
    );
    expect(said.slice(0, 2)).toEqual(['Welcome to the draft!', 'Which editor do you use?']);
    ws.send(
      JSON.stringify({ type: 'add-message', message: { role: 'user', content: 'A plain one.' } }),
    );
    await until(
      async () => said,
      (lines) => lines.includes('Bye from the draft.'),
    );
    expect(said).toContain('Bye from the draft.');
    ws.close();
  });
});
