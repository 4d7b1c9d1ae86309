// Saving the interview in local mode drives the real local platform: the seeded assistant,
// read back through our SDK with the private key, carries the new definition and the script
// its scripted assistant asks.
import { VoiceClient } from '@vibe/voice-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalModeInfo } from './local-mode.ts';
import type { RunningServer } from './server.ts';
import {
  signedInOwner,
  startedLocalCall,
  startLocalModeServer,
} from './testing/local-mode-server.ts';
import { typeInterview } from './testing/typed-interview.ts';

const definition = {
  firstMessage: 'Hello from the edited interview!',
  questions: ['What is your favourite editor?', 'Which language do you enjoy most?'],
  closingLine: 'That is all, thank you.',
  voice: { provider: 'vapi', voiceId: 'Kylie' },
  silenceTimeoutSeconds: 40,
  maxDurationSeconds: 1200,
};

describe('the interview in local mode', () => {
  let server: RunningServer;
  let info: LocalModeInfo;
  let headers: Record<string, string>;
  let firstVersionId: string;

  beforeAll(async () => {
    ({ server, info } = await startLocalModeServer());
  });
  afterAll(async () => {
    await server?.close();
  });

  it('updates the local platform’s assistant when an owner saves', async () => {
    headers = await signedInOwner(server);

    const voices = (await (
      await fetch(`${server.url}/api/admin/interview/voices`, { headers })
    ).json()) as { items: { provider: string; voiceId: string }[] };
    expect(voices.items).toContainEqual(
      expect.objectContaining({ provider: 'local', voiceId: 'en-gb' }),
    );

    const before = (await (
      await fetch(`${server.url}/api/admin/interview`, { headers })
    ).json()) as { version: { id: string } };
    expect(before).toMatchObject({ editable: true, version: { number: 1, live: true } });
    firstVersionId = before.version.id;

    const res = await fetch(`${server.url}/api/admin/interview`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ definition, baseVersionId: firstVersionId }),
    });
    const saved = await res.json();
    expect(res.status, JSON.stringify(saved)).toBe(200);
    expect(saved).toMatchObject({ number: 2, live: true, platformError: null });

    const client = new VoiceClient({ apiKey: info.privateKey, baseURL: info.platformUrl });
    const assistant = (await client.assistants.retrieve(info.assistantId)) as Record<
      string,
      unknown
    >;
    expect(assistant).toMatchObject({
      firstMessage: definition.firstMessage,
      endCallMessage: definition.closingLine,
      voice: definition.voice,
      silenceTimeoutSeconds: 40,
      maxDurationSeconds: 1200,
      metadata: {
        seed: 'vibe-together-interview',
        script: { questions: definition.questions, closing: definition.closingLine },
      },
      analysisPlan: {
        structuredDataPlan: {
          enabled: true,
          schema: {
            properties: {
              q1: { type: 'string', description: definition.questions[0] },
              q2: { type: 'string', description: definition.questions[1] },
            },
          },
        },
      },
    });
    // The scripted assistant now asks the new questions (a text chat runs the same script).
    const chat = await client.chats.create({ assistantId: info.assistantId, input: 'Hi!' });
    expect(JSON.stringify(chat.output)).toContain(definition.questions[0]);
  });

  it('offers the local synthesizer’s voices, and every one it lists saves live', async () => {
    const voices = (await (
      await fetch(`${server.url}/api/admin/interview/voices`, { headers })
    ).json()) as { items: { provider: string; voiceId: string }[] };
    expect(voices.items.length).toBeGreaterThan(5);
    for (const { provider, voiceId } of voices.items) {
      const voice = { provider, voiceId };
      const seen = (await (
        await fetch(`${server.url}/api/admin/interview`, { headers })
      ).json()) as { latest: { id: string } };
      const res = await fetch(`${server.url}/api/admin/interview`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          definition: { ...definition, voice },
          baseVersionId: seen.latest.id,
        }),
      });
      expect(res.status, `${voice.voiceId}: ${await res.clone().text()}`).toBe(200);
      expect(await res.json()).toMatchObject({ live: true, definition: { voice } });
    }
    // The version the next tests expect is live again, in its own voice.
    const seen = (await (await fetch(`${server.url}/api/admin/interview`, { headers })).json()) as {
      latest: { id: string };
    };
    const back = await fetch(`${server.url}/api/admin/interview`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ definition, baseVersionId: seen.latest.id }),
    });
    expect(back.status).toBe(200);
  });

  it('stores the typed answers exactly, under the questions of the saved version', async () => {
    const { call } = await startedLocalCall(server, info, 'ada@example.com');
    // Two typed turns answer the first question; the visitor hangs up before the second.
    await typeInterview(
      call.webCallUrl,
      [{ question: definition.questions[0]!, turns: ['Neovim,', 'and sometimes Zed.'] }],
      { hangUpAfter: 1 },
    );
    const deadline = Date.now() + 20_000;
    let answers: unknown[] = [];
    while (answers.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const person = (await (
        await fetch(`${server.url}/api/admin/people/ada@example.com`, { headers })
      ).json()) as { interviews: { answers: unknown[]; interviewVersionId: string | null }[] };
      answers = person.interviews[0]?.answers ?? [];
    }
    expect(answers).toEqual([
      expect.objectContaining({
        questionIndex: 0,
        question: definition.questions[0],
        answer: 'Neovim, and sometimes Zed.',
      }),
    ]);
  });

  it('restores version 1 with the seed’s own voice and scripted model, which the platform takes', async () => {
    const seen = (await (await fetch(`${server.url}/api/admin/interview`, { headers })).json()) as {
      latest: { id: string };
    };
    const res = await fetch(`${server.url}/api/admin/interview/versions/${firstVersionId}/live`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ baseVersionId: seen.latest.id }),
    });
    const restored = await res.json();
    expect(res.status, JSON.stringify(restored)).toBe(200);
    expect(restored).toMatchObject({ live: true, platformError: null });
    const client = new VoiceClient({ apiKey: info.privateKey, baseURL: info.platformUrl });
    const assistant = (await client.assistants.retrieve(info.assistantId)) as Record<
      string,
      unknown
    >;
    expect(assistant['voice']).toEqual({ provider: 'local', voiceId: 'en-us' });
    expect(assistant['model']).toMatchObject({ provider: 'local', model: 'interview-script' });
  });

  it('plays a sample of the first message in a voice, spoken by the local platform', async () => {
    const res = await fetch(`${server.url}/api/admin/interview/sample`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        text: definition.firstMessage,
        voice: { provider: 'vapi', voiceId: 'en-gb' },
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    const audio = Buffer.from(await res.arrayBuffer());
    expect(audio.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(audio.length).toBeGreaterThan(44);
  });
});
