// The mistakes the official web SDK 2.7.1's typings catch in its newer methods and events are
// caught here too: each line must fail to compile (an unused `@ts-expect-error` is an error).
// official-control.test.ts checks that each fails against `@vapi-ai/web@2.7.1` as well.
import Vapi from '@vibe/voice-sdk/web';
import { describe, expect, it } from 'vitest';

const vapi = new Vapi('your-public-key');

async function mistakes271(): Promise<void> {
  // @ts-expect-error setVolume takes a number
  vapi.setVolume('0.5');
  // @ts-expect-error the observer's interval is a number
  await vapi.startLocalAudioLevelObserver('100');
  // @ts-expect-error the level is a number, not an event
  vapi.on('local-volume-level', (level: string) => console.log(level));
  const add = { type: 'add-message', message: { role: 'user', content: 'Hi' } } as const;
  // @ts-expect-error triggerResponseEnabled is a boolean
  vapi.send({ ...add, triggerResponseEnabled: 'no' });
  // @ts-expect-error end-call is spelled with a dash
  vapi.send({ type: 'endCall' });
  // @ts-expect-error reconnect needs the web call
  await vapi.reconnect();
  const keepRoom = { roomDeleteOnUserLeaveEnabled: 'no' };
  // @ts-expect-error roomDeleteOnUserLeaveEnabled is a boolean
  await vapi.start('id', undefined, undefined, undefined, undefined, keepRoom);
  // @ts-expect-error getAudioPlayer may return null
  const player: HTMLAudioElement = vapi.getAudioPlayer();
  // @ts-expect-error stop() resolves nothing
  const stopped: string = await vapi.stop();
  // @ts-expect-error a recording event that does not exist
  vapi.on('recording-paused', () => undefined);
  console.log(player, stopped);
}

describe('the official 2.7.1 typing mistakes', () => {
  it('each fail to compile (see tsc)', () => {
    expect(typeof mistakes271).toBe('function');
  });
});
