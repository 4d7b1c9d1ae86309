// The organiser's nudge switch (docs/product.md#reactions) travels with the interview version
// to the real local platform: saved through the API, it is the assistant's
// `metadata.script.nudgeShortAnswers` and a rule of its system prompt, and the scripted
// assistant then asks for more after a short answer, or not.
import { VoiceClient } from '@vibe/voice-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalModeInfo } from './local-mode.ts';
import type { RunningServer } from './server.ts';
import {
  signedInOwner,
  startedLocalCall,
  startLocalModeServer,
} from './testing/local-mode-server.ts';
import { typeInterview, type TypedAnswer } from './testing/typed-interview.ts';

const QUESTION = 'What do you build?';
const NUDGE = 'Could you tell me a bit more?';
const definition = {
  firstMessage: 'Hello!',
  questions: [QUESTION],
  closingLine: 'That is all, thank you.',
  voice: { provider: 'local', voiceId: 'en-us' },
  silenceTimeoutSeconds: 40,
  maxDurationSeconds: 1200,
};

describe('the nudge switch in local mode', () => {
  let server: RunningServer;
  let info: LocalModeInfo;
  let headers: Record<string, string>;
  let client: VoiceClient;

  beforeAll(async () => {
    ({ server, info } = await startLocalModeServer());
    headers = await signedInOwner(server);
    client = new VoiceClient({ apiKey: info.privateKey, baseURL: info.platformUrl });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function save(nudgeShortAnswers: boolean) {
    const seen = (await (await fetch(`${server.url}/api/admin/interview`, { headers })).json()) as {
      latest: { id: string };
    };
    const res = await fetch(`${server.url}/api/admin/interview`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        definition: { ...definition, nudgeShortAnswers },
        baseVersionId: seen.latest.id,
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const live = await (await fetch(`${server.url}/api/admin/interview`, { headers })).json();
    expect(live).toMatchObject({ version: { live: true, definition: { nudgeShortAnswers } } });
    return (await client.assistants.retrieve(info.assistantId)) as unknown as {
      metadata: { script: Record<string, unknown> };
      model: { messages: { content: string }[] };
    };
  }

  /** A visitor's interview by typing; answers what the dashboard stored for its one question. */
  async function interview(email: string, answers: TypedAnswer[]) {
    const { call } = await startedLocalCall(server, info, email);
    await typeInterview(call.webCallUrl, answers);
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const person = (await (
        await fetch(`${server.url}/api/admin/people/${email}`, { headers })
      ).json()) as { interviews: { status: string; answers: { answer: string }[] }[] };
      const [stored] = person.interviews;
      if (stored?.answers.length) return stored;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the interview’s answers were never stored');
  }

  it('off: the assistant is told not to nudge and takes a short answer as it is', async () => {
    const assistant = await save(false);
    expect(assistant.metadata.script).toMatchObject({ nudgeShortAnswers: false });
    expect(assistant.model.messages[0]?.content).toContain('do not ask for more');
    expect(assistant.model.messages[0]?.content).not.toContain(NUDGE);
    const stored = await interview('off@example.com', [{ question: QUESTION, turns: ['Games.'] }]);
    expect(stored).toMatchObject({ status: 'completed', answers: [{ answer: 'Games.' }] });
  });

  it('on: the assistant asks once for more after a short answer', async () => {
    const assistant = await save(true);
    expect(assistant.metadata.script).toMatchObject({ nudgeShortAnswers: true });
    expect(assistant.model.messages[0]?.content).toContain(NUDGE);
    const stored = await interview('on@example.com', [
      { question: QUESTION, turns: ['Games.'] },
      { question: NUDGE, turns: ['Puzzle games for kids.'] },
    ]);
    expect(stored).toMatchObject({
      status: 'completed',
      answers: [{ answer: 'Games. Puzzle games for kids.' }],
    });
  });
});
