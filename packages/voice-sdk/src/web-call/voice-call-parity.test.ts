// @vitest-environment happy-dom
// What differs from (or was missing next to) the official web SDK's call class.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallStartProgressEvent } from './events.ts';
import { fakeDailyTransports, fakeFetch } from '../testing/web-call-fakes.ts';
import { VoiceCall } from './voice-call.ts';

const webCall = {
  id: 'call-1',
  webCallUrl: 'https://example.daily.co/room',
  artifactPlan: { videoRecordingEnabled: false },
  assistant: { voice: { provider: '11labs' } },
};

function setup() {
  const http = fakeFetch(webCall);
  const daily = fakeDailyTransports();
  const call = new VoiceCall('public-key', {
    apiBaseUrl: 'https://platform.test',
    fetch: http.fetch,
    transports: { daily: daily.factory },
  });
  return { call, http, daily };
}

const bodyOf = (request: { init: RequestInit | undefined } | undefined) =>
  JSON.parse(String(request?.init?.body)) as Record<string, unknown>;

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the official constructor', () => {
  it('takes the API base URL as a string second argument, never ignoring it', async () => {
    const http = fakeFetch({ message: 'Invalid Key', statusCode: 401 }, 401);
    vi.stubGlobal('fetch', http.fetch);
    const call = new VoiceCall('public-key', 'https://proxy.example/api');
    call.on('error', () => undefined);

    expect(await call.start('assistant-1')).toBeNull();
    expect(http.requests[0]?.url).toBe('https://proxy.example/api/call/web');
  });

  it('passes dailyCallConfig and dailyCallObject on to the call object', async () => {
    const http = fakeFetch(webCall);
    const daily = fakeDailyTransports();
    const call = new VoiceCall(
      'public-key',
      { fetch: http.fetch, transports: { daily: daily.factory } },
      { avoidEval: true, alwaysIncludeMicInPermissionPrompt: true },
      { startAudioOff: true },
    );
    await call.start('assistant-1');
    expect(daily.factoryOptions[0]).toMatchObject({
      startAudioOff: true,
      dailyConfig: { avoidEval: true, alwaysIncludeMicInPermissionPrompt: true },
    });
  });

  it('refuses a second argument that is neither a URL nor options', () => {
    expect(() => new VoiceCall('public-key', 42 as unknown as string)).toThrow(TypeError);
  });
});

describe('start, end and reconnect', () => {
  it('sends the sixth argument’s roomDeleteOnUserLeaveEnabled with the web call', async () => {
    const { call, http } = setup();
    await call.start('assistant-1', undefined, undefined, undefined, undefined, {
      roomDeleteOnUserLeaveEnabled: false,
    });
    expect(bodyOf(http.requests[0])).toEqual({
      assistantId: 'assistant-1',
      roomDeleteOnUserLeaveEnabled: false,
    });
  });

  it('end() asks the platform to end the call and leaves it', async () => {
    const { call, daily } = setup();
    const ended: string[] = [];
    call.on('call-end', (e) => ended.push(e.endedReason));
    await call.start('assistant-1');
    const fake = daily.created[0]!;

    call.end();

    expect(JSON.parse(String(fake.appMessages.at(-1)))).toEqual({ type: 'end-call' });
    await vi.waitFor(() => expect(fake.destroyed).toBe(true));
    expect(fake.log).toContain('leave');
    expect(ended).toHaveLength(1);
    expect(call.state).toBe('ended');
  });

  it('reconnect(webCall) joins the running call again without creating one', async () => {
    const { call, http, daily } = setup();
    const created = await call.start('assistant-1', undefined, undefined, undefined, undefined, {
      roomDeleteOnUserLeaveEnabled: false,
    });
    await call.stop();
    const stages: string[] = [];
    call.on('call-start-progress', (e: CallStartProgressEvent) =>
      stages.push(`${e.stage}:${e.status}`),
    );

    await call.reconnect(created!);

    expect(http.requests).toHaveLength(1);
    expect(daily.created).toHaveLength(2);
    expect(daily.created[1]!.joinOptions?.url).toBe(webCall.webCallUrl);
    expect(stages.slice(0, 4)).toEqual([
      'reconnect:started',
      'reconnect:completed',
      'daily-call-object-creation:started',
      'daily-call-object-creation:completed',
    ]);
    expect(call.state).toBe('active');
  });
});

describe('devices, screen sharing and the microphone level', () => {
  it('throws the official error without a call', async () => {
    const { call } = setup();
    await expect(call.setInputDevicesAsync({ audioDeviceId: 'mic-2' })).rejects.toThrow(
      'Call object is not available.',
    );
    expect(() => call.startScreenSharing()).toThrow('Call object is not available.');
    expect(call.getLocalAudioLevel()).toBe(0);
    expect(call.isLocalAudioLevelObserverRunning()).toBe(false);
  });

  it('chooses devices and shares the screen through the call object', async () => {
    const { call, daily } = setup();
    await call.start('assistant-1');
    const fake = daily.created[0]!;

    await call.setInputDevicesAsync({ audioDeviceId: 'mic-2' });
    await call.setOutputDeviceAsync({ outputDeviceId: 'speaker-2' });
    call.startScreenSharing({ audio: false }, { maxQuality: 'low' });
    call.stopScreenSharing();

    expect(fake.inputDevices).toEqual([{ audioDeviceId: 'mic-2' }]);
    expect(fake.outputDevices).toEqual([{ outputDeviceId: 'speaker-2' }]);
    expect(fake.screenShares).toEqual([
      { displayMediaOptions: { audio: false }, screenVideoSendSettings: { maxQuality: 'low' } },
      'stopped',
    ]);
  });

  it('increaseMicLevel amplifies a fresh microphone into the call and releases it at the end', async () => {
    const stopped: string[] = [];
    const micStream = (id: string) => ({ getTracks: () => [{ stop: () => stopped.push(id) }] });
    const contexts: { gain: number; closed: boolean; track: { id: string } }[] = [];
    let streams = 0;
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: async () => micStream(`mic-${++streams}`) },
    });
    vi.stubGlobal(
      'AudioContext',
      class {
        readonly record = {
          gain: 1,
          closed: false,
          track: { id: `boosted-${contexts.length + 1}` },
        };
        constructor() {
          contexts.push(this.record);
        }
        createGain() {
          const record = this.record;
          const node = {
            gain: {
              set value(v: number) {
                record.gain = v;
              },
            },
            connect: (to: unknown) => to,
          };
          return node;
        }
        createMediaStreamDestination() {
          return { stream: { getAudioTracks: () => [this.record.track] } };
        }
        createMediaStreamSource() {
          return { connect: (to: unknown) => to };
        }
        async close() {
          this.record.closed = true;
        }
      },
    );
    const { call, daily } = setup();
    await expect(call.increaseMicLevel(2)).rejects.toThrow('Call object is not available.');
    await call.start('assistant-1');
    const fake = daily.created[0]!;
    await expect(call.increaseMicLevel(-1)).rejects.toThrow(RangeError);

    await call.increaseMicLevel(2);
    expect(contexts[0]!.gain).toBe(2);
    expect(fake.inputDevices).toEqual([{ audioSource: contexts[0]!.track }]);
    // A second boost replaces the first, which is let go only then.
    await call.increaseMicLevel(3);
    expect(fake.inputDevices.at(-1)).toEqual({ audioSource: contexts[1]!.track });
    expect(stopped).toEqual(['mic-1']);
    expect(contexts.map((context) => context.closed)).toEqual([true, false]);

    await call.stop();
    expect(stopped).toEqual(['mic-1', 'mic-2']);
    expect(contexts[1]!.closed).toBe(true);
  });

  it('observes the microphone level and emits local-volume-level', async () => {
    const { call, daily } = setup();
    const levels: number[] = [];
    call.on('local-volume-level', (level) => levels.push(level));
    await call.start('assistant-1');
    const fake = daily.created[0]!;

    await call.startLocalAudioLevelObserver(200);
    expect(call.isLocalAudioLevelObserverRunning()).toBe(true);
    expect(fake.localObserver).toEqual({ interval: 200 });
    fake.localLevel = 0.4;
    fake.fire('local-audio-level', { audioLevel: 0.4 });
    expect(levels).toEqual([0.4]);
    expect(call.getLocalAudioLevel()).toBe(0.4);

    call.stopLocalAudioLevelObserver();
    expect(call.isLocalAudioLevelObserverRunning()).toBe(false);
  });
});

describe('events', () => {
  it('emits the official recording-* events, and the call-recording-* aliases', async () => {
    const { call, daily } = setup();
    const seen: string[] = [];
    for (const name of ['recording-started', 'recording-stopped', 'recording-error'] as const) {
      call.on(name, () => seen.push(name));
    }
    for (const name of [
      'call-recording-started',
      'call-recording-stopped',
      'call-recording-error',
    ] as const) {
      call.on(name, () => seen.push(name));
    }
    await call.start('assistant-1');
    const fake = daily.created[0]!;
    fake.fire('recording-started', { local: true, recordingId: 'r1', startedBy: 'me' });
    fake.fire('recording-stopped', { instanceId: 'i1' });
    fake.fire('recording-error', { errorMsg: 'disk full', instanceId: 'i1' });

    expect(seen).toEqual([
      'recording-started',
      'call-recording-started',
      'recording-stopped',
      'call-recording-stopped',
      'recording-error',
      'call-recording-error',
    ]);
  });

  it('removeListener is off', async () => {
    const { call, daily } = setup();
    let starts = 0;
    const listener = () => starts++;
    call.on('call-start', listener);
    call.removeListener('call-start', listener);
    await call.start('assistant-1');
    daily.created[0]!.fire('app-message', { data: 'listening', fromId: 'assistant' });
    expect(starts).toBe(0);
  });
});
