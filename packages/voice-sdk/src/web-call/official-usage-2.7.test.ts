// Code written for the official web SDK 2.7.1 (in the style of its README and typings) compiles
// against ours with only the imports changed (`'@vapi-ai/web'` → `'@vibe/voice-sdk/web'`).
// official-control.test.ts compiles this file against `@vapi-ai/web@2.7.1` itself, so nothing
// here is ours alone. Never run: `tsc` is the test.
import Vapi from '@vibe/voice-sdk/web';
import { describe, expect, it } from 'vitest';

const vapi = new Vapi('your-public-key', undefined, { avoidEval: true }, { startAudioOff: false });

async function usage271(): Promise<void> {
  const call = await vapi.start('assistant-id', undefined, undefined, undefined, undefined, {
    roomDeleteOnUserLeaveEnabled: false,
  });
  if (call) await vapi.reconnect({ webCallUrl: 'https://vapi.daily.co/room', id: call.id });

  vapi.on('local-volume-level', (volume: number) => console.log(volume.toFixed(2)));
  vapi.on('local-audio-level-observer-error', (error) => console.warn(error));
  const level: number = vapi.getLocalAudioLevel();
  await vapi.startLocalAudioLevelObserver(100);
  vapi.stopLocalAudioLevelObserver();
  const observing: boolean = vapi.isLocalAudioLevelObserverRunning();
  console.log(level, observing);

  vapi.on('audio', (player: HTMLAudioElement) => console.log(player.volume));
  vapi.setVolume(0.5);
  const player: HTMLAudioElement | null = vapi.getAudioPlayer();
  console.log(player?.paused);

  vapi.on('recording-started', (e) => console.log(e.recordingId));
  vapi.on('recording-stopped', (e) => console.log(e.action));
  vapi.on('recording-stats', (e) => console.log(e.action));
  vapi.on('recording-error', (e) => console.log(e.errorMsg));
  vapi.on('recording-upload-completed', (e) => console.log(e.action));
  vapi.startRecording();
  vapi.stopRecording();

  vapi.on('error', (e) => console.error(e.type, e.stage, e.error?.message, e.timestamp));
  const network = await Vapi.runNetworkTestsStandalone();
  console.log(Object.keys(network));
  vapi.on('call-end', () => console.log('ended'));
  vapi.on('message', (message) => {
    if (message.type === 'conversation-update') console.log(message.conversation?.length);
    if (message.type === 'transcript') console.log(`${message.role}: ${message.transcript}`);
  });

  vapi.send({
    type: 'add-message',
    message: { role: 'system', content: 'The user pressed the button.' },
    triggerResponseEnabled: false,
  });
  vapi.send({ type: 'end-call' });
  vapi.say('Goodbye', true, false, true);
  vapi.end();
  const stopping: Promise<void> = vapi.stop();
  await stopping;
}

describe('official 2.7.1 usage', () => {
  it('compiles (see tsc)', () => {
    expect(typeof usage271).toBe('function');
  });
});
