// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallErrorEvent, CallStartProgressEvent, ClientMessage } from './events.ts';
import {
  fakeDailyTransports,
  fakeFetch,
  participant,
  type FakeDailyCall,
} from '../testing/web-call-fakes.ts';
import { VoiceCall } from './voice-call.ts';

const ROOM_URL = 'https://example.daily.co/room';

function webCall(overrides: Record<string, unknown> = {}) {
  return {
    id: 'call-1',
    type: 'webCall',
    webCallUrl: ROOM_URL,
    artifactPlan: { videoRecordingEnabled: false },
    assistant: { voice: { provider: '11labs' } },
    ...overrides,
  };
}

/** A VoiceCall on fake fetch and fake daily-js, with every event it emits recorded in order. */
function setup(answer: unknown = webCall(), configure?: (call: FakeDailyCall) => void) {
  const http = fakeFetch(answer);
  const daily = fakeDailyTransports(configure);
  const call = new VoiceCall('public-key', {
    apiBaseUrl: 'https://platform.test',
    fetch: http.fetch,
    transports: { daily: daily.factory },
  });
  const progress: string[] = [];
  const errors: CallErrorEvent[] = [];
  const messages: ClientMessage[] = [];
  const events: string[] = [];
  call.on('call-start-progress', (e: CallStartProgressEvent) => {
    progress.push(`${e.stage}:${e.status}`);
    if (e.status !== 'started') expect(e.duration).toBeGreaterThanOrEqual(0);
  });
  call.on('error', (e) => errors.push(e));
  call.on('message', (m) => messages.push(m));
  for (const name of [
    'call-start',
    'call-end',
    'call-start-success',
    'call-start-failed',
  ] as const) {
    call.on(name, () => events.push(name));
  }
  return { call, http, daily, progress, errors, messages, events };
}

beforeEach(() => {
  // happy-dom cannot play media; playback is the browser's job, tested end to end.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('VoiceCall.start', () => {
  it('runs every stage in order and reports success with the call id', async () => {
    const { call, progress, events, daily } = setup();
    let success: unknown;
    call.on('call-start-success', (e) => (success = e));

    const result = await call.start('assistant-1');

    expect(result?.id).toBe('call-1');
    expect(progress).toEqual([
      'initialization:started',
      'initialization:completed',
      'web-call-creation:started',
      'web-call-creation:completed',
      'daily-call-object-creation:started',
      'daily-call-object-creation:completed',
      'mobile-permissions:started',
      'mobile-permissions:completed',
      'daily-call-join:started',
      'daily-call-join:completed',
      'audio-observer-setup:started',
      'audio-observer-setup:completed',
      'audio-processing-setup:started',
      'audio-processing-setup:completed',
    ]);
    expect(events).toEqual(['call-start-success']);
    expect(success).toMatchObject({ callId: 'call-1', totalDuration: expect.any(Number) });
    expect(call.state).toBe('active');
    expect(daily.created).toHaveLength(1);
  });

  it('posts the web call with the public key and maps ids and inline objects', async () => {
    const { call, http } = setup();
    await call.start({ name: 'inline' }, { variableValues: { a: 1 } }, 'squad-1', 'workflow-1', {
      variableValues: { b: 2 },
    });

    const [request] = http.requests;
    expect(request?.url).toBe('https://platform.test/call/web');
    expect(request?.init?.method).toBe('POST');
    expect(new Headers(request?.init?.headers).get('authorization')).toBe('Bearer public-key');
    expect(JSON.parse(String(request?.init?.body))).toEqual({
      assistant: { name: 'inline' },
      assistantOverrides: { variableValues: { a: 1 } },
      squadId: 'squad-1',
      workflowId: 'workflow-1',
      workflowOverrides: { variableValues: { b: 2 } },
    });
  });

  it('joins the room without automatic track subscription, with noise cancellation and a 100 ms level observer', async () => {
    const { call, daily } = setup();
    await call.start('assistant-1');
    const fake = daily.created[0]!;

    expect(daily.factoryOptions[0]).toMatchObject({ audioSource: true, videoSource: false });
    expect(fake.joinOptions).toEqual({ url: ROOM_URL, subscribeToTracksAutomatically: false });
    expect(fake.observerInterval).toBe(100);
    expect(fake.inputSettings).toEqual([{ audio: { processor: { type: 'noise-cancellation' } } }]);
  });

  it('subscribes only to audio of remote participants, and to video for a video assistant', async () => {
    const voice = setup();
    await voice.call.start('assistant-1');
    voice.daily.created[0]!.fire('participant-joined', {
      participant: participant('remote-1', 'Vapi Speaker'),
    });
    voice.daily.created[0]!.fire('participant-joined', {
      participant: participant('local-id', 'me', true),
    });
    expect(voice.daily.created[0]!.subscriptions).toEqual([
      ['remote-1', { setSubscribedTracks: { audio: true, video: false } }],
    ]);

    const video = setup(webCall({ assistant: { voice: { provider: 'tavus' } } }));
    await video.call.start('assistant-1');
    video.daily.created[0]!.fire('participant-joined', {
      participant: participant('remote-1', 'Vapi Speaker'),
    });
    expect(video.daily.created[0]!.subscriptions).toEqual([
      ['remote-1', { setSubscribedTracks: { audio: true, video: true } }],
    ]);
  });

  it('answers a second start while started with null and an already-started validation failure', async () => {
    const { call, progress, http } = setup();
    await call.start('assistant-1');
    progress.length = 0;
    let last: CallStartProgressEvent | undefined;
    call.on('call-start-progress', (e) => (last = e));

    expect(await call.start('assistant-1')).toBeNull();
    expect(progress).toEqual(['validation:failed']);
    expect(last?.metadata).toEqual({ reason: 'already-started' });
    expect(http.requests).toHaveLength(1);
  });

  it('throws, as the official SDK does, on a start without assistant, squad or workflow', async () => {
    const { call, errors, events, http } = setup();

    await expect(call.start()).rejects.toThrow('Assistant or Squad or Workflow must be provided.');
    expect(errors).toEqual([
      expect.objectContaining({
        type: 'validation-error',
        stage: 'input-validation',
        message: 'Assistant or Squad or Workflow must be provided.',
      }),
    ]);
    expect(events).toEqual([]);
    expect(http.requests).toHaveLength(0);
    expect(call.state).toBe('idle');
  });

  it('records video when the platform asks: 1280x720, default layout, dark blue, then says the first message', async () => {
    const { call, progress, daily } = setup(
      webCall({ artifactPlan: { videoRecordingEnabled: true } }),
    );
    await call.start('assistant-1');
    const fake = daily.created[0]!;

    expect(daily.factoryOptions[0]).toMatchObject({ videoSource: true });
    expect(fake.recordingOptions).toEqual({
      width: 1280,
      height: 720,
      layout: { preset: 'default' },
      backgroundColor: '#FF1F2D3D',
    });
    expect(progress).toContain('video-recording-setup:completed');
    expect(progress.indexOf('video-recording-started:started')).toBeLessThan(
      progress.indexOf('audio-observer-setup:started'),
    );

    fake.fire('recording-started', {});
    expect(progress.at(-1)).toBe('video-recording-started:completed');
    const control = JSON.parse(String(fake.appMessages.at(-1)));
    expect(control).toMatchObject({ type: 'control', control: 'say-first-message' });
    expect(control.videoRecordingStartDelaySeconds).toBeGreaterThanOrEqual(0);

    fake.fire('left-meeting', {});
    expect(fake.log).toContain('stopRecording');
  });
});

describe('VoiceCall.start failures', () => {
  const cases = [
    {
      stage: 'daily-call-join',
      type: 'daily-call-join-error',
      fail: 'join' as const,
    },
    {
      stage: 'video-recording-setup',
      type: 'video-recording-setup-error',
      fail: 'startRecording' as const,
      answer: webCall({ artifactPlan: { videoRecordingEnabled: true } }),
    },
    {
      stage: 'audio-observer-setup',
      type: 'audio-observer-setup-error',
      fail: 'startRemoteParticipantsAudioLevelObserver' as const,
    },
    {
      stage: 'audio-processing-setup',
      type: 'audio-processing-setup-error',
      fail: 'updateInputSettings' as const,
    },
  ];

  it.each(cases)(
    'fails at $stage with a $type error, cleans up and can start again',
    async ({ stage, type, fail, answer }) => {
      let failNext = true;
      const s = setup(answer ?? webCall(), (fake) => {
        if (fail && failNext) fake.failing.add(fail);
        failNext = false;
      });
      let failed: unknown;
      s.call.on('call-start-failed', (e) => (failed = e));

      expect(await s.call.start('assistant-1')).toBeNull();

      expect(s.progress.at(-1)).toBe(`${stage}:failed`);
      expect(failed).toMatchObject({
        stage,
        error: expect.stringContaining('failed'),
        context: { hasAssistant: true, hasSquad: false, hasWorkflow: false, isMobile: false },
      });
      expect(s.errors).toEqual([expect.objectContaining({ type, stage })]);
      const fake = s.daily.created[0]!;
      expect(fake.destroyed).toBe(true);
      expect(fake.handlerCount()).toBe(0);
      expect(s.events).toEqual(['call-start-failed']);

      expect(await s.call.start('assistant-1')).not.toBeNull();
      expect(s.call.state).toBe('active');
    },
  );

  it('fails at daily-call-object-creation when the call object cannot be made', async () => {
    const http = fakeFetch(webCall());
    const call = new VoiceCall('public-key', {
      fetch: http.fetch,
      transports: {
        daily: () => {
          throw new Error('no call object');
        },
      },
    });
    const errors: CallErrorEvent[] = [];
    call.on('error', (e) => errors.push(e));

    expect(await call.start('assistant-1')).toBeNull();
    expect(errors.map((e) => e.type)).toEqual(['daily-call-object-creation-error']);
    expect(call.state).toBe('ended');
  });

  it('fails at web-call-creation with a start-method-error carrying the start context', async () => {
    const http = fakeFetch({ message: 'Invalid Key', error: 'Unauthorized', statusCode: 401 }, 401);
    const daily = fakeDailyTransports();
    const call = new VoiceCall('bad-key', {
      fetch: http.fetch,
      transports: { daily: daily.factory },
    });
    const errors: CallErrorEvent[] = [];
    call.on('error', (e) => errors.push(e));

    const workflow = { name: 'Interview', nodes: [], edges: [] };
    expect(await call.start(undefined, undefined, undefined, workflow)).toBeNull();
    expect(errors).toEqual([
      expect.objectContaining({
        type: 'start-method-error',
        stage: 'web-call-creation',
        message: '401 Invalid Key',
        error: expect.objectContaining({ name: 'AuthenticationError', message: '401 Invalid Key' }),
        context: { hasAssistant: false, hasSquad: false, hasWorkflow: true, isMobile: false },
      }),
    ]);
    expect(daily.created).toHaveLength(0);
  });

  it('fails at daily-call-object-creation when the answer has no call URL', async () => {
    const { call, errors } = setup(webCall({ webCallUrl: undefined }));
    expect(await call.start('assistant-1')).toBeNull();
    expect(errors[0]).toMatchObject({
      type: 'daily-call-object-creation-error',
      message: 'The web call has no call URL.',
    });
  });

  it('returns null quietly when stopped while starting', async () => {
    const { call, errors, daily } = setup();
    const started = call.start('assistant-1');
    await call.stop();

    expect(await started).toBeNull();
    expect(errors).toEqual([]);
    expect(daily.created.every((fake) => fake.destroyed)).toBe(true);
    expect(await call.start('assistant-1')).not.toBeNull();
  });
});

describe('VoiceCall during a call', () => {
  it('plays the speaker audio through an audio element, then sends "playable"', async () => {
    const { call, daily } = setup();
    await call.start('assistant-1');
    const fake = daily.created[0]!;
    const track = { kind: 'audio' } as MediaStreamTrack;

    fake.fire('track-started', { participant: participant('p1', 'Someone'), track, type: 'audio' });
    fake.fire('track-started', {
      participant: participant('me', 'Vapi Speaker', true),
      track,
      type: 'audio',
    });
    expect(fake.appMessages).toEqual([]);

    fake.fire('track-started', {
      participant: participant('p1', 'Vapi Speaker'),
      track,
      type: 'audio',
    });
    await vi.waitFor(() => expect(fake.appMessages).toEqual(['playable']));
    expect(document.querySelectorAll('audio')).toHaveLength(1);

    fake.fire('participant-left', { participant: participant('p1', 'Vapi Speaker') });
    expect(document.querySelectorAll('audio')).toHaveLength(0);
  });

  it('emits the speaker video track, then sends "playable"', async () => {
    const { call, daily } = setup(webCall({ assistant: { voice: { provider: 'tavus' } } }));
    const videos: MediaStreamTrack[] = [];
    call.on('video', (t) => videos.push(t));
    await call.start('assistant-1');
    const track = { kind: 'video' } as MediaStreamTrack;

    daily.created[0]!.fire('track-started', {
      participant: participant('p1', 'Vapi Speaker'),
      track,
      type: 'video',
    });
    await vi.waitFor(() => expect(daily.created[0]!.appMessages).toEqual(['playable']));
    expect(videos).toEqual([track]);
    expect(document.querySelectorAll('audio')).toHaveLength(0);
  });

  it('emits call-start on "listening" and parses every other app message', async () => {
    const { call, daily, events, messages } = setup();
    await call.start('assistant-1');
    const fake = daily.created[0]!;

    fake.fire('app-message', { data: 'listening', fromId: 'p1' });
    fake.fire('app-message', {
      data: JSON.stringify({
        type: 'transcript',
        role: 'user',
        transcriptType: 'final',
        transcript: 'hi',
      }),
      fromId: 'p1',
    });
    fake.fire('app-message', { data: 'not json', fromId: 'p1' });

    expect(events).toEqual(['call-start-success', 'call-start']);
    expect(messages).toEqual([
      { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'hi' },
    ]);
  });

  it('on leaving emits call-end and one synthesised ended status-update, then cleans up', async () => {
    const { call, daily, events, messages } = setup();
    const ends: unknown[] = [];
    call.on('call-end', (e) => ends.push(e));
    await call.start('assistant-1');
    const fake = daily.created[0]!;

    fake.fire('left-meeting', {});
    fake.fire('left-meeting', {});

    expect(events.filter((e) => e === 'call-end')).toHaveLength(1);
    expect(ends).toEqual([{ endedReason: 'customer-ended-call' }]);
    expect(messages).toEqual([
      { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' },
    ]);
    await vi.waitFor(() => expect(fake.destroyed).toBe(true));
    expect(fake.handlerCount()).toBe(0);
    expect(fake.log).not.toContain('stopRecording');
    expect(call.state).toBe('ended');
  });

  it('does not synthesise the ended status-update when the platform sent one', async () => {
    const { call, daily, messages } = setup();
    const ends: unknown[] = [];
    call.on('call-end', (e) => ends.push(e));
    await call.start('assistant-1');
    const fake = daily.created[0]!;
    const ended = { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' };

    fake.fire('app-message', { data: JSON.stringify(ended), fromId: 'p1' });
    fake.fire('left-meeting', {});

    expect(messages).toEqual([ended]);
    expect(ends).toEqual([{ endedReason: 'assistant-ended-call' }]);
  });

  it('stop() leaves the room and emits call-end once', async () => {
    const { call, daily, events } = setup();
    await call.start('assistant-1');

    await call.stop();
    await call.stop();

    expect(daily.created[0]!.log).toEqual(['join', 'leave', 'destroy']);
    expect(events.filter((e) => e === 'call-end')).toHaveLength(1);
  });

  it('runs call after call without leaking listeners on the call objects', async () => {
    const { call, daily, events } = setup();
    for (let i = 0; i < 3; i++) {
      await call.start('assistant-1');
      await call.stop();
    }
    expect(daily.created).toHaveLength(3);
    expect(daily.created.map((fake) => fake.handlerCount())).toEqual([0, 0, 0]);
    expect(events.filter((e) => e === 'call-end')).toHaveLength(3);
  });

  it('creates the next call object only once the previous one is destroyed', async () => {
    const { call, daily } = setup();
    await call.start('assistant-1');
    const first = daily.created[0]!;
    let finishDestroy = () => undefined as void;
    first.destroy = () => new Promise<void>((resolve) => (finishDestroy = resolve));

    first.fire('left-meeting', {});
    const next = call.start('assistant-1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(daily.created).toHaveLength(1);

    finishDestroy();
    expect(await next).not.toBeNull();
    expect(daily.created).toHaveLength(2);
  });

  it('sends say with both interruption flags false by default, and end-call', async () => {
    const { call, daily } = setup();
    await call.start('assistant-1');
    call.say('Goodbye');
    call.say('Now', true, true, true);
    call.end();

    expect(daily.created[0]!.appMessages.map((m) => JSON.parse(String(m)))).toEqual([
      {
        type: 'say',
        message: 'Goodbye',
        content: 'Goodbye',
        endCallAfterSpoken: false,
        interruptionsEnabled: false,
        interruptAssistantEnabled: false,
      },
      {
        type: 'say',
        message: 'Now',
        content: 'Now',
        endCallAfterSpoken: true,
        interruptionsEnabled: true,
        interruptAssistantEnabled: true,
      },
      { type: 'end-call' },
    ]);
  });

  it('refuses a message above 4096 characters', async () => {
    const { call } = setup();
    await call.start('assistant-1');
    expect(() =>
      call.send({ type: 'add-message', message: { role: 'user', content: 'x'.repeat(4096) } }),
    ).toThrow('Message data too large.');
  });

  it('mutes and unmutes the microphone', async () => {
    const { call, daily } = setup();
    await call.start('assistant-1');
    call.setMuted(true);
    expect(daily.created[0]!.audioEnabled).toBe(false);
    expect(call.isMuted()).toBe(true);
    call.setMuted(false);
    expect(call.isMuted()).toBe(false);
  });

  it('fails to mute without a call', () => {
    const { call } = setup();
    expect(() => call.setMuted(true)).toThrow('Call object is not available.');
    expect(call.isMuted()).toBe(false);
    expect(call.getDailyCallObject()).toBeNull();
  });

  it('turns noise cancellation off and the microphone back on after an audio-processor error', async () => {
    const { call, daily } = setup();
    await call.start('assistant-1');
    const fake = daily.created[0]!;
    fake.setLocalAudio(false);

    fake.fire('nonfatal-error', { type: 'audio-processor-error', errorMsg: 'processor died' });

    await vi.waitFor(() => expect(fake.audioEnabled).toBe(true));
    expect(fake.inputSettings.at(-1)).toEqual({ audio: { processor: { type: 'none' } } });
  });

  it('passes a fatal room error on in the official shape, then ends the call', async () => {
    const { call, daily, errors, events } = setup();
    await call.start('assistant-1');
    daily.created[0]!.fire('error', { errorMsg: 'Meeting has ended' });

    expect(errors).toEqual([
      expect.objectContaining({
        type: 'daily-error',
        message: 'Meeting has ended',
        error: expect.objectContaining({ action: 'error', errorMsg: 'Meeting has ended' }),
        timestamp: expect.any(String),
      }),
    ]);
    expect(events.at(-1)).toBe('call-end');
  });

  it('relays network, participant, camera and recording events', async () => {
    const { call, daily } = setup();
    const seen: string[] = [];
    call.on('network-quality-change', () => seen.push('quality'));
    call.on('daily-participant-updated', (p) => seen.push(`updated:${p.session_id}`));
    call.on('call-recording-stopped', () => seen.push('recording-stopped'));
    await call.start('assistant-1');
    const fake = daily.created[0]!;

    fake.fire('network-quality-change', { threshold: 'low', quality: 40 } as never);
    fake.fire('participant-updated', { participant: participant('p1', 'Vapi Speaker') });
    fake.fire('recording-stopped', {});

    expect(seen).toEqual(['quality', 'updated:p1', 'recording-stopped']);
    expect(call.getDailyCallObject()).toBe(fake);
  });
});

describe('VoiceCall speech detection', () => {
  it('starts speech above 0.01, ends it 1 s after the last such level and normalises the volume', async () => {
    const { call, daily } = setup();
    await call.start('assistant-1');
    vi.useFakeTimers();
    const seen: string[] = [];
    call.on('speech-start', () => seen.push('start'));
    call.on('speech-end', () => seen.push('end'));
    call.on('volume-level', (v) => seen.push(`volume:${v.toFixed(2)}`));
    const level = (a: number, b = 0) =>
      daily.created[0]!.fire('remote-participants-audio-level', {
        participantsAudioLevel: { a, b },
      });

    level(0.005, 0.004); // 0.009: below the threshold
    level(0.01, 0.02); // 0.03: speech
    vi.advanceTimersByTime(100);
    level(0.3); // volume capped at 1
    vi.advanceTimersByTime(999);
    expect(seen).toEqual(['volume:0.06', 'volume:0.20', 'start', 'volume:1.00']);
    vi.advanceTimersByTime(1);
    expect(seen.at(-1)).toBe('end');
  });

  /** A started call on fake timers in which the assistant has just become audible. */
  async function speaking() {
    const { call, daily } = setup();
    await call.start('assistant-1');
    vi.useFakeTimers();
    const seen: string[] = [];
    for (const name of ['speech-start', 'speech-end', 'call-end'] as const) {
      call.on(name, () => seen.push(name));
    }
    const fake = daily.created[0]!;
    fake.fire('remote-participants-audio-level', { participantsAudioLevel: { a: 0.5 } });
    return { call, fake, seen };
  }

  it('ends the speech with speech-end before call-end when the call ends mid-speech', async () => {
    const { fake, seen } = await speaking();
    vi.advanceTimersByTime(300);
    fake.fire('left-meeting', {});

    expect(seen).toEqual(['speech-start', 'speech-end', 'call-end']);
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual(['speech-start', 'speech-end', 'call-end']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends the speech before call-end when stop() hangs up mid-speech', async () => {
    const { call, seen } = await speaking();

    await call.stop();
    vi.advanceTimersByTime(5000);

    expect(seen).toEqual(['speech-start', 'speech-end', 'call-end']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('emits speech-end once when the speech was over before the call ended', async () => {
    const { fake, seen } = await speaking();
    vi.advanceTimersByTime(1000); // speech is over before the call ends
    fake.fire('left-meeting', {});

    expect(seen).toEqual(['speech-start', 'speech-end', 'call-end']);
  });
});

describe('VoiceCall on mobile', () => {
  it('waits 1 s before joining', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    );
    vi.useFakeTimers();
    const { call, daily, progress } = setup();
    const started = call.start('assistant-1');

    await vi.advanceTimersByTimeAsync(999);
    expect(progress.at(-1)).toBe('mobile-permissions:started');
    expect(daily.created[0]!.log).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(daily.created[0]!.log).toEqual(['join']);
  });
});

describe('VoiceCall events', () => {
  it('warns beyond 10 listeners of one event and keeps working', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { call } = setup();
    const calls: number[] = [];
    for (let i = 0; i < 12; i++) call.on('speech-start', () => calls.push(i));

    expect(warn).toHaveBeenCalledTimes(1);
    expect(call.listenerCount('speech-start')).toBe(12);
  });

  it('on, once and off return the call, and once fires once', async () => {
    const { call, daily } = setup();
    let onceCount = 0;
    let offCount = 0;
    const removed = () => offCount++;
    expect(call.once('call-start', () => onceCount++)).toBe(call);
    expect(call.on('call-start', removed)).toBe(call);
    expect(call.off('call-start', removed)).toBe(call);
    await call.start('assistant-1');

    daily.created[0]!.fire('app-message', { data: 'listening', fromId: 'p1' });
    daily.created[0]!.fire('app-message', { data: 'listening', fromId: 'p1' });

    expect(onceCount).toBe(1);
    expect(offCount).toBe(0);
  });
});
