import { describe, expect, it } from 'vitest';
import { createBodyValidator } from './body-validator.ts';

// A call placed with the private key may override the seeded assistant with the platform's own
// providers (the Interview screen's test call runs a draft that way): they are checked here, not
// refused as unknown to the OpenAPI description.
describe('the platform’s own providers in a call’s assistantOverrides', () => {
  const openapi = createBodyValidator();
  const overrides = {
    firstMessage: 'Welcome to the draft!',
    model: { provider: 'local', model: 'interview-script', messages: [] },
    voice: { provider: 'local', voiceId: 'en-gb' },
    metadata: { script: { questions: ['Which editor do you use?'] }, testCall: true },
  };

  it('takes them on a web call, an outbound call and a phone call', () => {
    for (const operation of ['POST /call/web', 'POST /call', 'POST /call/phone']) {
      expect(
        openapi.validate(operation, { assistantId: 'a-1', assistantOverrides: overrides }),
        operation,
      ).toEqual([]);
    }
  });

  it('checks them, naming the field under assistantOverrides', () => {
    expect(
      openapi.validate('POST /call/web', {
        assistantId: 'a-1',
        assistantOverrides: { voice: { provider: 'local', voiceId: 'Elliot' } },
      }),
    ).toEqual([
      'assistantOverrides.voice.voiceId must be a voice of the local synthesizer (an eSpeak NG voice name)',
    ]);
    expect(
      openapi.validate('POST /call/web', {
        assistantId: 'a-1',
        assistantOverrides: { model: { provider: 'local', messages: 'hi' } },
      }),
    ).toEqual(['assistantOverrides.model.messages must be an array']);
  });

  it('leaves any other provider, and the rest of the overrides, to the description', () => {
    expect(
      openapi.validate('POST /call/web', {
        assistantId: 'a-1',
        assistantOverrides: { model: { provider: 'teleport' } },
      }),
    ).not.toEqual([]);
    expect(
      openapi.validate('POST /call/web', {
        assistantId: 'a-1',
        assistantOverrides: { ...overrides, silenceTimeoutSeconds: 'long' },
      }),
    ).not.toEqual([]);
  });
});
