// The mistakes the official web SDK's typings (`@vapi-ai/web` 2.3.8) catch are caught here too:
// each line below must fail to compile, and `tsc` (npm run typecheck) fails if one compiles (an
// unused `@ts-expect-error` is an error). Never run; the `it` only keeps the file a test.
import Vapi from '@vibe/voice-sdk/web';
import { describe, expect, it } from 'vitest';

const vapi = new Vapi('your-public-key');

function officialMistakes(): void {
  // @ts-expect-error an unknown voice provider in an inline assistant
  void vapi.start({ voice: { provider: 'elevenlabs', voiceId: 'burt' } });
  // @ts-expect-error a model without its provider
  void vapi.start({ model: { model: 'gpt-4o' } });
  // @ts-expect-error a misspelled assistant field
  void vapi.start({ firstMesage: 'Hi!' });
  // @ts-expect-error a field of the wrong type in an inline assistant
  void vapi.start({ maxDurationSeconds: '600' });
  // @ts-expect-error an override field of the wrong type
  void vapi.start('assistant-id', { variableValues: 'name=John' });
  // @ts-expect-error a misspelled override field
  void vapi.start('assistant-id', { firstMesage: 'Hi!' });
  // @ts-expect-error an assistant id is a string
  void vapi.start(42);
  // @ts-expect-error a misspelled squad member field
  void vapi.start(undefined, undefined, { members: [{ assistantID: 'a1' }] });
  // @ts-expect-error a workflow without its nodes and edges
  void vapi.start(undefined, undefined, undefined, { name: 'Support' });

  // @ts-expect-error a misspelled message type
  vapi.send({ type: 'add-mesage', message: { role: 'user', content: 'Hi' } });
  // @ts-expect-error a control value that does not exist
  vapi.send({ type: 'control', control: 'mute' });
  // @ts-expect-error add-message without its message
  vapi.send({ type: 'add-message' });
  // @ts-expect-error a message role that does not exist
  vapi.send({ type: 'add-message', message: { role: 'robot', content: 'Hi' } });
  // @ts-expect-error say takes a string
  vapi.say(42);
  // @ts-expect-error setMuted takes a boolean
  vapi.setMuted('yes');

  // @ts-expect-error an event that does not exist
  vapi.on('call-started', () => undefined);
  // @ts-expect-error a listener of the wrong type
  vapi.on('volume-level', (volume: string) => console.log(volume));
  // @ts-expect-error a message type that does not exist
  vapi.on('message', (message: { type: 'bogus-type' }) => console.log(message));
  // @ts-expect-error a field the transcript message does not have
  vapi.on('message', (m) => m.type === 'transcript' && console.log(m.toolCallList));
  // @ts-expect-error a field no error event has
  vapi.on('error', (e) => console.log(e.code));
  // @ts-expect-error emit with an argument of the wrong type
  vapi.emit('volume-level', 'loud');
  // @ts-expect-error emit of an event that does not exist
  vapi.emit('call-started');
}

describe('the official SDK’s typing mistakes', () => {
  it('each fail to compile (see tsc)', () => {
    expect(typeof officialMistakes).toBe('function');
  });
});
