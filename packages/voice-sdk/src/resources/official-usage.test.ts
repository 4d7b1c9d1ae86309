// Code in the style of the official server SDK's README (`@vapi-ai/server-sdk`), written against
// our REST client: it compiles, and reads the answers' fields without casts or narrowing. The
// client's names differ from the official ones (see the README's migration section:
// `new VoiceClient({ apiKey })` for `new VapiClient({ token })`, `retrieve` for `get`,
// `APIError` for `VapiError`); the request and answer types are the provider's DTOs. The
// mistakes the official SDK rejects are in official-mistakes.test.ts. Never run: `tsc` (npm run
// typecheck) is the test; the `it`s check the types' shapes.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  APIError,
  VoiceClient,
  type Assistant,
  type Call,
  type CreateAssistant,
  type CreateSquad,
  type CreateWebCall,
} from '../index.ts';
import type { components } from '../generated/openapi.ts';

const client = new VoiceClient({ apiKey: 'YOUR_TOKEN' });

async function officialStyleUsage(): Promise<void> {
  const assistant = await client.assistants.create({
    name: 'Support Assistant',
    firstMessage: 'Hello! How can I help you today?',
    model: {
      provider: 'openai',
      model: 'gpt-4o',
      messages: [{ role: 'system', content: 'You are a helpful support assistant.' }],
      temperature: 0.7,
    },
    voice: { provider: '11labs', voiceId: '21m00Tcm4TlvDq8ikWAM' },
    transcriber: { provider: 'deepgram', model: 'nova-2', language: 'en' },
    artifactPlan: { recordingEnabled: true, videoRecordingEnabled: false },
    serverMessages: ['end-of-call-report', 'status-update'],
    server: { url: 'https://example.com/webhook', timeoutSeconds: 20 },
  });
  // Every voice has a voiceId (the custom voice's is optional): no narrowing needed.
  const voiceId: string | undefined = assistant.voice?.voiceId;
  console.log(assistant.id, assistant.createdAt, voiceId, assistant.model?.provider);

  const squad = await client.squads.create({
    name: 'Front desk',
    members: [
      { assistantId: assistant.id, assistantDestinations: [{ type: 'assistant' }] },
      { assistant: { name: 'Billing', firstMessage: 'Billing here.' } },
    ],
  });

  const placed = await client.calls.create({
    assistantId: assistant.id,
    phoneNumberId: 'your-phone-number-id',
    customer: { number: '+14155550100', name: 'Ada' },
    assistantOverrides: { variableValues: { name: 'Ada' } },
  });
  if ('id' in placed) console.log(placed.id, placed.status);

  const call: Call = await client.calls.retrieve('call-id');
  const endedMessage: string | undefined = call.endedMessage;
  const consent: 'stay-on-line' | 'verbal' | undefined = call.compliance?.recordingConsent?.type;
  console.log(call.endedReason, endedMessage, consent, call.artifact?.recording?.mono?.combinedUrl);
  console.log(call.monitor?.listenUrl, call.costs?.[0]?.type, squad.members.length);

  for await (const item of client.calls.list({ assistantId: assistant.id, limit: 10 })) {
    console.log(item.id, item.status, item.startedAt, item.endedAt, item.cost);
  }

  const web: CreateWebCall = {
    assistantId: assistant.id,
    assistantOverrides: { firstMessage: 'Hi' },
  };
  const webCall = await client.calls.createWeb(web);
  console.log(webCall.webCallUrl);

  await client.assistants.update(assistant.id, { firstMessage: 'Welcome back!' });
  await client.assistants.delete(assistant.id);

  try {
    await client.assistants.retrieve('missing');
  } catch (error) {
    if (error instanceof APIError) console.error(error.status, error.error, error.requestID);
  }
}

describe('code written in the style of the official server SDK', () => {
  it('compiles (see tsc) against the client', () => {
    expect(typeof officialStyleUsage).toBe('function');
  });

  it('types answers as the provider does', () => {
    expectTypeOf<NonNullable<Assistant['voice']>['voiceId']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Call['endedMessage']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Call['compliance']>().toEqualTypeOf<
      components['schemas']['Compliance'] | undefined
    >();
    expectTypeOf<Call['endedReason']>().toEqualTypeOf<
      components['schemas']['CallEndedReason'] | undefined
    >();
  });

  it('closes the request objects the provider closes (no index signature)', () => {
    expectTypeOf<string>().not.toMatchTypeOf<keyof CreateAssistant>();
    expectTypeOf<string>().not.toMatchTypeOf<keyof NonNullable<CreateAssistant['artifactPlan']>>();
    expectTypeOf<string>().not.toMatchTypeOf<keyof NonNullable<CreateSquad['members'][number]>>();
    expectTypeOf<string>().not.toMatchTypeOf<keyof NonNullable<CreateAssistant['server']>>();
    expectTypeOf<string>().not.toMatchTypeOf<keyof Call>();
  });
});
