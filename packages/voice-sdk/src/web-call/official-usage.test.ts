// Code written for the official web SDK compiles against ours with only the import changed
// (`import Vapi from '@vapi-ai/web'` → `import Vapi from '@vibe/voice-sdk/web'`). The body of
// `officialStyleUsage` is never run: `tsc` (npm run typecheck) is the test; the `it` below only
// checks that every method it names exists at run time too.
import { describe, expect, expectTypeOf, it } from 'vitest';
import Vapi, {
  type CallState,
  type CallTarget,
  type DailyCall,
  type DailyCallConfig,
  type DailyCallObjectOptions,
  type DailyParticipant,
  type DailyVideoSendSettings,
  type InputDevicesOptions,
  type Listener,
  type OutputDeviceOptions,
  type StartCallOptions,
  type VoiceCallEvents,
  type VoiceCallOptions,
  type WebCall,
} from '../web.ts';

function officialStyleUsage(): void {
  const vapi = new Vapi('public-key');
  const dailyCallConfig: DailyCallConfig = {
    avoidEval: true,
    alwaysIncludeMicInPermissionPrompt: true,
  };
  const dailyCallObject: DailyCallObjectOptions = { audioSource: true, startAudioOff: false };
  const proxied = new Vapi(
    'public-key',
    'https://api.example.com',
    dailyCallConfig,
    dailyCallObject,
  );
  const startOptions: StartCallOptions = { roomDeleteOnUserLeaveEnabled: false };

  void vapi.start('assistant-id');
  void vapi.start(
    {
      model: {
        provider: 'openai',
        model: 'gpt-4o',
        messages: [{ role: 'system', content: 'You are a helpful assistant.' }],
      },
      voice: { provider: '11labs', voiceId: 'burt' },
      firstMessage: 'Hi!',
    },
    { variableValues: { name: 'Ada' } },
  );
  void vapi.start(undefined, undefined, 'squad-id');
  void vapi.start(undefined, undefined, undefined, 'workflow-id', { variableValues: {} });
  void vapi
    .start('assistant-id', undefined, undefined, undefined, undefined, startOptions)
    .then((call: WebCall | null) => {
      if (call) void proxied.reconnect(call);
      return call?.id;
    });

  const onEnd = () => console.log('call ended');
  vapi.on('call-start', () => console.log('started'));
  vapi.on('call-end', onEnd);
  vapi.on('speech-start', () => undefined);
  vapi.on('speech-end', () => undefined);
  vapi.on('volume-level', (volume: number) => console.log(volume));
  vapi.on('local-volume-level', (volume: number) => console.log(volume));
  vapi.on('message', (message) => {
    if (message.type === 'transcript') console.log(message.role, message.transcript);
  });
  vapi.on('error', (error) => console.error(error));
  vapi.on('video', (track: MediaStreamTrack) => console.log(track.kind));
  vapi.on('call-start-progress', (event) => console.log(event.stage, event.status));
  vapi.on('call-start-success', (event) => console.log(event.totalDuration, event.callId));
  vapi.on('call-start-failed', (event) => console.log(event.stage, event.error));
  vapi.on('recording-started', (event) => console.log(event));
  vapi.on('recording-stopped', () => undefined);
  vapi.on('recording-error', (event) => console.log(event.errorMsg));
  vapi.on('network-quality-change', (event) => console.log(event));
  vapi.on('network-connection', (event) => console.log(event));
  vapi.on('daily-participant-updated', (participant: DailyParticipant) =>
    console.log(participant.session_id),
  );
  vapi.on('camera-error', (error) => console.log(error));
  vapi.once('call-end', onEnd);
  vapi.removeListener('call-end', onEnd);
  vapi.removeAllListeners('message');
  vapi.removeAllListeners();

  vapi.send({ type: 'add-message', message: { role: 'system', content: 'The user is back.' } });
  vapi.send({ type: 'control', control: 'mute-assistant' });
  vapi.setMuted(true);
  const muted: boolean = vapi.isMuted();
  vapi.say('Goodbye', true, false, false);
  const microphone: InputDevicesOptions = { audioDeviceId: 'default' };
  const speaker: OutputDeviceOptions = { outputDeviceId: 'default' };
  void vapi.setInputDevicesAsync(microphone);
  void vapi.setOutputDeviceAsync(speaker);
  void vapi.increaseMicLevel(1.5);
  const screenSettings: DailyVideoSendSettings = { maxQuality: 'high' };
  vapi.startScreenSharing({ video: true }, screenSettings);
  vapi.stopScreenSharing();
  const level: number = vapi.getLocalAudioLevel();
  void vapi.startLocalAudioLevelObserver(100);
  vapi.stopLocalAudioLevelObserver();
  const observing: boolean = vapi.isLocalAudioLevelObserverRunning();
  const daily: DailyCall | null = vapi.getDailyCallObject();
  console.log(muted, level, observing, daily?.meetingState());
  vapi.end();
  void vapi.stop();
}

describe('official-style usage', () => {
  it('exports, from the web entry point, every type the call class’s signatures use', () => {
    expectTypeOf<ConstructorParameters<typeof Vapi>>().toEqualTypeOf<
      [
        publicKey: string,
        apiBaseUrlOrOptions?: string | VoiceCallOptions,
        dailyCallConfig?: DailyCallConfig,
        dailyCallObject?: DailyCallObjectOptions,
      ]
    >();
    expectTypeOf<Vapi['start']>().parameters.toEqualTypeOf<
      [
        assistant?: CallTarget,
        assistantOverrides?: Record<string, unknown>,
        squad?: CallTarget,
        workflow?: CallTarget,
        workflowOverrides?: Record<string, unknown>,
        options?: StartCallOptions,
      ]
    >();
    expectTypeOf<Vapi['start']>().returns.toEqualTypeOf<Promise<WebCall | null>>();
    expectTypeOf<Vapi['reconnect']>().parameters.toEqualTypeOf<[webCall: WebCall]>();
    expectTypeOf<Vapi['setInputDevicesAsync']>().parameter(0).toEqualTypeOf<InputDevicesOptions>();
    expectTypeOf<Vapi['setOutputDeviceAsync']>().parameter(0).toEqualTypeOf<OutputDeviceOptions>();
    expectTypeOf<Vapi['state']>().toEqualTypeOf<CallState>();
    expectTypeOf<Vapi['getDailyCallObject']>().returns.toEqualTypeOf<DailyCall | null>();
    expectTypeOf<Parameters<Vapi['on']>[1]>().toEqualTypeOf<
      Listener<VoiceCallEvents[keyof VoiceCallEvents]>
    >();
  });

  it('compiles (see tsc) and names only methods that exist', () => {
    expect(typeof officialStyleUsage).toBe('function');
    const call = new Vapi('public-key');
    for (const method of [
      'start',
      'stop',
      'end',
      'send',
      'say',
      'setMuted',
      'isMuted',
      'on',
      'once',
      'removeListener',
      'removeAllListeners',
      'setInputDevicesAsync',
      'setOutputDeviceAsync',
      'increaseMicLevel',
      'startScreenSharing',
      'stopScreenSharing',
      'getLocalAudioLevel',
      'startLocalAudioLevelObserver',
      'stopLocalAudioLevelObserver',
      'isLocalAudioLevelObserverRunning',
      'getDailyCallObject',
      'reconnect',
    ] as const) {
      expect(typeof call[method]).toBe('function');
    }
  });
});
