// The mistakes the official server SDK (`@vapi-ai/server-sdk`) rejects are rejected by our REST
// client too: each line below must fail to compile, and `tsc` (npm run typecheck) fails if one
// compiles (an unused `@ts-expect-error` is an error). Never run; the `it` keeps it a test.
import { describe, expect, it } from 'vitest';
import { VoiceClient } from '../index.ts';

const client = new VoiceClient({ apiKey: 'YOUR_TOKEN' });

async function officialMistakes(): Promise<void> {
  // @ts-expect-error a misspelled top-level assistant field
  await client.assistants.create({ name: 'Ava', firstMesage: 'Hi!' });
  // @ts-expect-error a misspelled squad-member field
  await client.squads.create({ members: [{ assistantID: 'a1' }] });
  // @ts-expect-error a misspelled artifactPlan field
  await client.assistants.create({ artifactPlan: { recordingEnabeld: false } });
  // @ts-expect-error a misspelled server field
  await client.assistants.create({ server: { url: 'https://example.com', timeoutSecs: 5 } });
  // @ts-expect-error an unknown voice provider
  await client.assistants.create({ voice: { provider: 'elevenlabs', voiceId: 'burt' } });
  // @ts-expect-error a model without its provider
  await client.assistants.create({ model: { model: 'gpt-4o' } });
  // @ts-expect-error a field of the wrong type
  await client.assistants.update('id', { silenceTimeoutSeconds: '30' });
  // @ts-expect-error a misspelled override field in a call
  await client.calls.create({ assistantId: 'a1', assistantOverrides: { firstMesage: 'Hi' } });
  // @ts-expect-error a misspelled workflow field
  await client.workflows.create({ name: 'w', nodes: [], edges: [], globalPromt: 'Be brief.' });
  // @ts-expect-error a status outside the enum
  if ((await client.calls.retrieve('id')).status === 'finished') return;
  // @ts-expect-error an answer field that does not exist
  console.log((await client.calls.retrieve('id')).endedMesage);
}

describe('the official server SDK’s typing mistakes', () => {
  it('each fail to compile (see tsc)', () => {
    expect(typeof officialMistakes).toBe('function');
  });
});
