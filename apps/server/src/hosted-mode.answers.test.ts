// Answers per question (docs/product.md#statuses): in hosted mode they come from the report's
// `analysis.structuredData`. The "hosted" platform here is the local platform's test server over
// real HTTP: the owner's save updates its assistant through the SDK, a visitor types the
// interview in a live web call, and the platform's report fills the answers per question.
import type { PersonAnswer } from '@vibe/contracts/admin';
import type { InterviewDefinition } from '@vibe/contracts/interview';
import { serve } from '@hono/node-server';
import { openTestDatabase, servePlatform, type ServedPlatform } from '@vibe/local-platform/testing';
import type { Hono } from 'hono';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organiserSession, sendJson } from './testing/admin-helpers.ts';
import {
  bearer,
  buildTestApp,
  postJson,
  postOnboarding,
  testConfig,
} from './testing/api-helpers.ts';
import { silence } from './testing/local-mode-server.ts';
import { availableDrivers, type TestDatabase } from './testing/test-databases.ts';
import { typeInterview } from './testing/typed-interview.ts';

const SECRET = 'hosted-answers-webhook-secret';

const definition: InterviewDefinition = {
  firstMessage: 'Welcome to the hosted interview!',
  questions: ['What do you build?', 'How do you use AI?'],
  closingLine: 'Thanks, goodbye.',
  voice: { provider: 'vapi', voiceId: 'Kylie' },
  silenceTimeoutSeconds: 45,
  maxDurationSeconds: 900,
};

async function until<T>(probe: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(availableDrivers)('answers in hosted mode ($name)', (driver) => {
  let database: TestDatabase;
  let providerDatabase: Awaited<ReturnType<typeof openTestDatabase>>;
  let provider: ServedPlatform;
  let app: Hono;
  let server: ReturnType<typeof serve>;

  beforeAll(async () => {
    database = await driver.open();
    // The product listens on a real port, so the provider's reports reach its webhook.
    server = serve({ fetch: (request) => app.fetch(request), port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    const port = (server.address() as AddressInfo).port;
    providerDatabase = await openTestDatabase('pglite');
    provider = await servePlatform(providerDatabase.db, {
      webhookUrl: `http://127.0.0.1:${port}/api/webhooks/voice`,
      webhookSecret: SECRET,
      sessions: { synthesizer: silence },
      rateLimits: false,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    app = buildTestApp(database, {
      config: testConfig({
        VOICE_PUBLIC_KEY: provider.platform.keys.publicKey,
        VOICE_ASSISTANT_ID: provider.platform.assistantId,
        VOICE_API_URL: provider.base,
        VOICE_PRIVATE_KEY: provider.platform.keys.privateKey,
        WEBHOOK_SECRET: SECRET,
      }),
    });
  });
  afterAll(async () => {
    await provider?.close();
    await new Promise((resolve) => server?.close(resolve));
    await providerDatabase?.close();
    await database?.close();
  });

  it('offers the platform’s own voices, and every one it lists saves live', async () => {
    const owner = await organiserSession(app, database.db, 'voices@example.com');
    const voices = (await (await owner.request('/api/admin/interview/voices')).json()) as {
      items: { provider: string; voiceId: string }[];
    };
    expect(voices.items.length).toBeGreaterThan(5);
    expect(new Set(voices.items.map((voice) => voice.provider))).toEqual(new Set(['vapi']));
    for (const { provider, voiceId } of voices.items) {
      const voice = { provider, voiceId };
      const seen = (await (await owner.request('/api/admin/interview')).json()) as {
        latest: { id: string };
      };
      const saved = await sendJson(owner, 'PUT', '/api/admin/interview', {
        definition: { ...definition, voice },
        baseVersionId: seen.latest.id,
      });
      expect(saved.status, `${voice.voiceId}: ${await saved.clone().text()}`).toBe(200);
      expect(await saved.json()).toMatchObject({ live: true, definition: { voice } });
    }
  });

  it("fills each question's answer from the platform's end-of-call report", async () => {
    const owner = await organiserSession(app, database.db, 'owner@example.com');
    const seen = (await (await owner.request('/api/admin/interview')).json()) as {
      latest: { id: string };
    };
    const saved = await sendJson(owner, 'PUT', '/api/admin/interview', {
      definition,
      baseVersionId: seen.latest.id,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await saved.json()).toMatchObject({ live: true, platformError: null });

    const { ticket } = await postOnboarding(app, 'ada@example.com');
    const created = await fetch(`${provider.base}/call/web`, {
      method: 'POST',
      headers: {
        ...bearer(provider.platform.keys.publicKey),
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        assistantId: provider.platform.assistantId,
        assistantOverrides: { metadata: { interviewId: ticket.id } },
      }),
    });
    expect(created.status).toBe(201);
    const call = (await created.json()) as { id: string; webCallUrl: string };
    const started = await postJson(
      app,
      `/api/interviews/${ticket.id}/start`,
      { started_at: new Date().toISOString(), call_id: call.id },
      bearer(ticket.token),
    );
    expect(started.status).toBe(200);

    await typeInterview(call.webCallUrl, [
      { question: definition.questions[0]!, turns: ['Games.', 'And small tools.'] },
      { question: definition.questions[1]!, turns: ['Mostly for tests.'] },
    ]);

    // The product stored the answers under the questions of the version the interview ran with…
    const person = await until(async () => {
      const res = await owner.request('/api/admin/people/ada@example.com');
      const body = (await res.json()) as PersonAnswer;
      return body.interviews[0]?.answers.length ? body : undefined;
    });
    expect(person.interviews[0]!.answers).toEqual([
      expect.objectContaining({
        questionIndex: 0,
        question: 'What do you build?',
        answer: 'Games. And small tools.',
      }),
      expect.objectContaining({
        questionIndex: 1,
        question: 'How do you use AI?',
        answer: 'Mostly for tests.',
      }),
    ]);
    // …from the platform's structured data, which its call record shows too.
    const platformCall = (await (
      await fetch(`${provider.base}/call/${call.id}`, {
        headers: bearer(provider.platform.keys.privateKey),
      })
    ).json()) as { analysis?: unknown };
    expect(platformCall.analysis).toEqual({
      structuredData: { q1: 'Games. And small tools.', q2: 'Mostly for tests.' },
    });
  });
});
