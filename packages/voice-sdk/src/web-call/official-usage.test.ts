// Code written for the official web SDK (`@vapi-ai/web` 2.3.8, in the style of its README and
// typings) compiles against ours with only the imports changed:
//   import Vapi from '@vapi-ai/web'                        → '@vibe/voice-sdk/web'
//   import type { Call, … } from '@vapi-ai/web/dist/api'   → '@vibe/voice-sdk/web'
// The bodies below are never run: `tsc` (npm run typecheck) is the test. The `it`s check the
// types' shapes with expectTypeOf, and that every method named exists at run time too. The
// mistakes the official typings catch are in official-mistakes.test.ts.
import Vapi from '@vibe/voice-sdk/web';
import type {
  AssistantOverrides,
  Call,
  CreateAssistantDTO,
  CreateSquadDTO,
  CreateWorkflowDTO,
  WorkflowOverrides,
} from '@vibe/voice-sdk/web';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type CallErrorEvent,
  type CallMessage,
  type CallStartProgressEvent,
  type DailyCall,
  type DailyCallConfig,
  type DailyCallObjectOptions,
  type DailyParticipant,
  type DailyVideoSendSettings,
  type InputDevicesOptions,
  type Listener,
  type OutputDeviceOptions,
  type ReconnectWebCall,
  type StartCallOptions,
  type VoiceCallEvents,
  type VoiceCallOptions,
} from '../web.ts';

const vapi = new Vapi('your-public-key');

/** Starting a call: by id, inline, with overrides, a squad, a workflow. */
async function starting(): Promise<void> {
  const byId: Call | null = await vapi.start('your-assistant-id');
  console.log(byId?.id, byId?.createdAt, byId?.orgId, byId?.status, byId?.monitor?.listenUrl);

  const assistant: CreateAssistantDTO = {
    name: 'Ava',
    firstMessage: 'Hello! How can I help you today?',
    model: {
      provider: 'openai',
      model: 'gpt-4o',
      temperature: 0.7,
      messages: [{ role: 'system', content: 'You are a friendly assistant.' }],
    },
    voice: { provider: '11labs', voiceId: 'burt' },
    transcriber: { provider: 'deepgram', model: 'nova-2', language: 'en-US' },
    clientMessages: ['transcript', 'hang', 'function-call', 'tool-calls', 'conversation-update'],
    silenceTimeoutSeconds: 30,
    maxDurationSeconds: 600,
    endCallPhrases: ['goodbye'],
  };
  const inline = await vapi.start(assistant);
  if (inline) console.log(inline.id, inline.assistant?.name, inline.endedReason);

  await vapi.start({
    model: { provider: 'anthropic', model: 'claude-3-5-sonnet-20241022' },
    voice: { provider: 'vapi', voiceId: 'Elliot' },
  });

  const overrides: AssistantOverrides = {
    variableValues: { name: 'John' },
    firstMessage: 'Hi {{name}}!',
    transcriber: { provider: 'deepgram', model: 'nova-2', language: 'en-US' },
    artifactPlan: { recordingEnabled: false },
  };
  await vapi.start('your-assistant-id', overrides);
  await vapi.start('your-assistant-id', { variableValues: { plan: 'pro' } });

  const squad: CreateSquadDTO = {
    members: [
      { assistantId: 'front-desk-id', assistantDestinations: [{ type: 'assistant' }] },
      { assistant: { name: 'Billing', firstMessage: 'Billing here.' } },
    ],
  };
  await vapi.start(undefined, undefined, squad);
  await vapi.start(undefined, undefined, 'your-squad-id');

  const workflow: CreateWorkflowDTO = {
    name: 'Support',
    nodes: [{ type: 'conversation', name: 'start', prompt: 'Greet the caller.' }],
    edges: [],
  };
  const workflowOverrides: WorkflowOverrides = { variableValues: { name: 'John' } };
  await vapi.start(undefined, undefined, undefined, workflow, workflowOverrides);
  await vapi.start(undefined, undefined, undefined, 'your-workflow-id');
}

/** Every event, with the listener styles apps write. */
function listening(): void {
  vapi.on('call-start', () => console.log('Call has started'));
  vapi.on('call-end', () => console.log('Call has stopped'));
  vapi.on('speech-start', () => console.log('Speech has started'));
  vapi.on('speech-end', () => console.log('Speech has ended'));
  vapi.on('volume-level', (volume) => console.log(`Assistant volume level: ${volume}`));
  vapi.on('video', (track) => console.log(track.kind));
  vapi.on('daily-participant-updated', (participant) => console.log(participant.session_id));
  vapi.on('camera-error', (error) => console.log(error.errorMsg));
  vapi.on('network-quality-change', (event) => console.log(event.threshold, event.quality));
  vapi.on('network-connection', (event) => console.log(event.type, event.event));

  vapi.on('message', (message) => console.log(message));
  vapi.on('message', (message) => {
    if (message.type === 'transcript' && message.transcriptType === 'final') {
      console.log(`${message.role}: ${message.transcript}`);
    }
    if (message.type === 'function-call') {
      console.log(message.functionCall.name, message.functionCall.parameters);
    }
    if (message.type === 'tool-calls') {
      for (const call of message.toolCallList) console.log(call.id, call.function.arguments);
    }
    if (message.type === 'conversation-update') {
      console.log(message.conversation?.length, message.messagesOpenAIFormatted.at(-1)?.content);
    }
    if (message.type === 'speech-update') console.log(message.status, message.role);
    if (message.type === 'status-update' && message.status === 'ended') {
      console.log(message.endedReason);
    }
    if (message.type === 'model-output') console.log(message.output);
    if (message.type === 'hang') console.log('The assistant is thinking.');
  });
  // A listener typed with the app's own message types.
  interface MyTranscript {
    type: 'transcript';
    role: 'assistant' | 'user';
    transcript: string;
  }
  vapi.on('message', (message: MyTranscript) => console.log(message.transcript));
  vapi.on('message', (message: { type: string; [key: string]: unknown }) => console.log(message));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- what apps write
  vapi.on('message', (message: any) => console.log(message.anything));

  vapi.on('error', (e) => console.error(e));
  vapi.on('error', (e) =>
    console.error(e.type, e.stage, e.error?.message, e.errorMsg, e.timestamp),
  );
  vapi.on('error', (e) => {
    if (e.type === 'daily-call-join-error') console.error(e.stage, e.error.message);
    if (e.type === 'validation-error') console.error(e.message);
    if (e.type === 'daily-error') console.error(e.error.errorMsg);
  });
  vapi.on('error', (e: Error) => console.error(e.message));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- what apps write
  vapi.on('error', (e: any) => console.error(e.error?.message ?? e.errorMsg));

  vapi.on('call-start-progress', (event) => {
    console.log(event.stage, event.status, event.duration, event.timestamp);
    const callId: string = event.metadata.callId;
    const provider: string = event.metadata.voiceProvider;
    console.log(callId, provider);
  });
  vapi.on('call-start-success', (event) => console.log(event.totalDuration, event.callId));
  vapi.on('call-start-failed', (event) => {
    if (event.stage === 'unknown') console.error('failed before any stage');
    console.error(event.stage, event.error, event.errorStack, event.context.isMobile);
  });
}

/** Sending each message type, and the other call methods. */
function controlling(): void {
  vapi.send({
    type: 'add-message',
    message: { role: 'system', content: 'The user has pressed the button, say peanuts' },
  });
  vapi.send({
    type: 'add-message',
    message: { role: 'user', content: 'Hi' },
    triggerResponseEnabled: false,
  });
  vapi.send({ type: 'control', control: 'mute-assistant' });
  vapi.send({ type: 'control', control: 'unmute-assistant' });
  vapi.send({ type: 'control', control: 'say-first-message' });
  vapi.send({ type: 'say', message: 'Goodbye!', endCallAfterSpoken: true });
  vapi.send({ type: 'end-call' });
  vapi.send({ type: 'transfer', destination: { type: 'number', number: '+14155550100' } });

  vapi.say("Our time's up, goodbye!", true);
  vapi.setMuted(!vapi.isMuted());
  vapi.end();
  void vapi.stop();

  const microphone: InputDevicesOptions = { audioDeviceId: 'default' };
  const speaker: OutputDeviceOptions = { outputDeviceId: 'default' };
  void vapi.setInputDevicesAsync(microphone);
  void vapi.setOutputDeviceAsync(speaker);
  void vapi.increaseMicLevel(1.5);
  const screenSettings: DailyVideoSendSettings = { maxQuality: 'high' };
  vapi.startScreenSharing({ video: true }, screenSettings);
  vapi.stopScreenSharing();
  const daily: DailyCall | null = vapi.getDailyCallObject();
  console.log(daily?.meetingState());

  const dailyCallConfig: DailyCallConfig = { avoidEval: true };
  const dailyCallObject: DailyCallObjectOptions = { audioSource: true, startAudioOff: false };
  const proxied = new Vapi('key', 'https://api.example.com', dailyCallConfig, dailyCallObject);
  void proxied.start('id');
}

/** The EventEmitter surface the official class inherits, by event name. */
function emitting(): void {
  const onEnd = () => console.log('ended');
  vapi.addListener('call-end', onEnd);
  vapi.prependListener('call-start', () => undefined);
  vapi.prependOnceListener('message', (message) => console.log(message.type));
  vapi.once('call-end', onEnd);
  vapi.off('call-end', onEnd);
  vapi.removeListener('call-end', onEnd);
  const count: number = vapi.listenerCount('message');
  const listeners: Listener<VoiceCallEvents['message']>[] = vapi.listeners('message');
  const raw: Listener<VoiceCallEvents['message']>[] = vapi.rawListeners('message');
  const names: (keyof VoiceCallEvents)[] = vapi.eventNames();
  vapi.setMaxListeners(vapi.getMaxListeners() + 1);
  vapi.removeAllListeners('message');
  vapi.removeAllListeners();
  // A test of the app drives its listeners through emit, as with the official class.
  const handled: boolean = vapi.emit('call-start');
  vapi.emit('volume-level', 0.5);
  vapi.emit('message', {
    type: 'transcript',
    role: 'user',
    transcriptType: 'final',
    transcript: 'Hi',
  });
  vapi.emit('call-end', { endedReason: 'customer-ended-call' });
  console.log(count, listeners, raw, names, handled);
}

describe('code written for the official web SDK', () => {
  it('compiles (see tsc) and names only methods that exist', () => {
    expect([starting, listening, controlling, emitting].every((f) => typeof f === 'function'));
    const call = new Vapi('public-key');
    for (const method of [
      'start',
      'stop',
      'end',
      'send',
      'say',
      'setMuted',
      'isMuted',
      'reconnect',
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
      'on',
      'addListener',
      'prependListener',
      'once',
      'prependOnceListener',
      'off',
      'removeListener',
      'removeAllListeners',
      'setMaxListeners',
      'getMaxListeners',
      'listeners',
      'rawListeners',
      'listenerCount',
      'eventNames',
      'emit',
    ] as const) {
      expect(typeof call[method], method).toBe('function');
    }
  });

  it('types start() with the generated DTOs and resolves the generated Call', () => {
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
        assistant?: string | CreateAssistantDTO,
        assistantOverrides?: AssistantOverrides,
        squad?: string | CreateSquadDTO,
        workflow?: string | CreateWorkflowDTO,
        workflowOverrides?: WorkflowOverrides,
        options?: StartCallOptions,
      ]
    >();
    expectTypeOf<Vapi['start']>().returns.toEqualTypeOf<Promise<Call | null>>();
    expectTypeOf<Call['createdAt']>().toEqualTypeOf<string>();
    expectTypeOf<Call['orgId']>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<Call['monitor']>['listenUrl']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Vapi['reconnect']>().parameters.toEqualTypeOf<
      [webCall: Call | ReconnectWebCall]
    >();
    expectTypeOf<Vapi['setInputDevicesAsync']>().parameter(0).toEqualTypeOf<InputDevicesOptions>();
    expectTypeOf<Vapi['getDailyCallObject']>().returns.toEqualTypeOf<DailyCall | null>();
  });

  it('types the events: messages and errors as unions, listeners both ways', () => {
    expectTypeOf<VoiceCallEvents['message']>().toEqualTypeOf<[message: CallMessage]>();
    expectTypeOf<VoiceCallEvents['error']>().toEqualTypeOf<[error: CallErrorEvent]>();
    expectTypeOf<CallErrorEvent>().toMatchTypeOf<Error>();
    expectTypeOf<CallErrorEvent['type']>().toEqualTypeOf<
      | 'validation-error'
      | 'daily-call-object-creation-error'
      | 'daily-call-join-error'
      | 'video-call-object-creation-error'
      | 'video-call-join-error'
      | 'video-recording-setup-error'
      | 'audio-observer-setup-error'
      | 'audio-processing-setup-error'
      | 'start-method-error'
      | 'transport-error'
      | 'daily-error'
    >();
    expectTypeOf<CallStartProgressEvent['stage']>().toEqualTypeOf<
      | 'validation'
      | 'initialization'
      | 'reconnect'
      | 'web-call-creation'
      | 'daily-call-object-creation'
      | 'video-call-object-creation'
      | 'mobile-permissions'
      | 'daily-call-join'
      | 'video-call-join'
      | 'video-recording-setup'
      | 'video-recording-started'
      | 'audio-observer-setup'
      | 'audio-processing-setup'
    >();
    expectTypeOf<Vapi['emit']>().toBeFunction();
    expectTypeOf<DailyParticipant['session_id']>().toEqualTypeOf<string>();
  });
});
