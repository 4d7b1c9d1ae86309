// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeDailyTransports,
  fakeFetch,
  fakeSocketTransports,
  participant,
} from '../testing/web-call-fakes.ts';
import { UnsupportedOnTransportError } from './call-errors.ts';
import type { SerializedError } from './events.ts';
import { runNetworkTests, type NetworkTestCall } from './network-test.ts';
import { VoiceCall } from './voice-call.ts';

const SOCKET_URL = 'ws://127.0.0.1:3001/platform/call/c1/socket';
const ROOM_URL = 'https://example.daily.co/room';

/** 20 ms of a 16 kHz sine at `amplitude` (0 to 1) as PCM s16le: what the capture worklet sends. */
function sineFrame(amplitude: number): ArrayBuffer {
  const view = new DataView(new ArrayBuffer(320 * 2));
  for (let i = 0; i < 320; i++) {
    view.setInt16(
      i * 2,
      Math.round(amplitude * 0x7fff * Math.sin((2 * Math.PI * 440 * i) / 16000)),
      true,
    );
  }
  return view.buffer;
}

function onSocket() {
  const sockets = fakeSocketTransports();
  const call = new VoiceCall('public-key', {
    fetch: fakeFetch({ id: 'c1', webCallUrl: SOCKET_URL }).fetch,
    transports: { websocket: sockets.factory },
  });
  return { call, ...sockets };
}

function onDaily(answer: Record<string, unknown> = {}, ...constructorArgs: [unknown?, unknown?]) {
  const daily = fakeDailyTransports();
  const call = new VoiceCall(
    'public-key',
    {
      fetch: fakeFetch({ id: 'c1', webCallUrl: ROOM_URL, ...answer }).fetch,
      transports: { daily: daily.factory },
    },
    ...(constructorArgs as [undefined, undefined]),
  );
  return { call, daily };
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the microphone level on the WebSocket transport', () => {
  it('is measured from the PCM frames sent, and reported while the observer runs', async () => {
    const { call, media } = onSocket();
    await call.start('assistant-1');
    expect(call.isLocalAudioLevelObserverRunning()).toBe(false);
    expect(call.getLocalAudioLevel()).toBe(0);

    media[0]!.onFrame!(sineFrame(0.5));
    // The RMS of a sine is its amplitude over √2.
    expect(call.getLocalAudioLevel()).toBeCloseTo(0.5 / Math.SQRT2, 2);

    vi.useFakeTimers();
    const levels: number[] = [];
    call.on('local-volume-level', (level) => levels.push(level));
    await call.startLocalAudioLevelObserver(50);
    expect(call.isLocalAudioLevelObserverRunning()).toBe(true);
    vi.advanceTimersByTime(50);
    media[0]!.onFrame!(sineFrame(0));
    vi.advanceTimersByTime(50);
    expect(levels).toHaveLength(2);
    expect(levels[0]).toBeCloseTo(0.354, 2);
    expect(levels[1]).toBe(0);

    call.stopLocalAudioLevelObserver();
    vi.advanceTimersByTime(500);
    expect(levels).toHaveLength(2);
    expect(call.isLocalAudioLevelObserverRunning()).toBe(false);
  });

  it('starts with the call when local-volume-level has a listener, and stops with it', async () => {
    const { call, media } = onSocket();
    const levels: number[] = [];
    call.on('local-volume-level', (level) => levels.push(level));
    await call.start('assistant-1');
    expect(call.isLocalAudioLevelObserverRunning()).toBe(true);
    media[0]!.onFrame!(sineFrame(0.2));
    await vi.waitFor(() => expect(levels.at(-1)).toBeCloseTo(0.2 / Math.SQRT2, 2));
    await call.stop();
    expect(call.isLocalAudioLevelObserverRunning()).toBe(false);
  });
});

describe('what the WebSocket transport cannot do', () => {
  it('fails with an UnsupportedOnTransportError that says why', async () => {
    const { call } = onSocket();
    await call.start('assistant-1');
    const recording = (() => {
      try {
        call.startRecording();
      } catch (error) {
        return error;
      }
    })();
    expect(recording).toBeInstanceOf(UnsupportedOnTransportError);
    expect(recording).toMatchObject({
      name: 'UnsupportedOnTransportError',
      feature: 'startRecording()',
      transport: 'websocket',
      message:
        'startRecording() is not available on the websocket transport: it has no cloud recording.',
    });
    expect(() => call.stopRecording()).toThrow(UnsupportedOnTransportError);
    await expect(call.setInputDevicesAsync({ audioDeviceId: 'mic-2' })).rejects.toThrow(
      /setInputDevicesAsync\(\) is not available on the websocket transport: .*Daily call object/,
    );
    expect(() => call.startScreenSharing()).toThrow(UnsupportedOnTransportError);
  });

  it('still says there is no call when there is none', () => {
    const { call } = onSocket();
    expect(() => call.startRecording()).toThrow('Call object is not available.');
    expect(() => call.stopRecording()).not.toThrow();
  });
});

describe('ending on the WebSocket transport', () => {
  it('end() sends end-call and closes; stop() resolves once the call is released', async () => {
    const { call, sockets, media } = onSocket();
    await call.start('assistant-1');
    const socket = sockets[0]!;
    call.end();
    expect(socket.json()).toContainEqual({ type: 'end-call' });
    await vi.waitFor(() => expect(media[0]!.closed).toBe(true));
    expect(call.state).toBe('ended');

    await call.start('assistant-1');
    const stopped = call.stop();
    expect(stopped).toBeInstanceOf(Promise);
    await stopped;
    expect(media[1]!.closed).toBe(true);
  });
});

describe('the assistant’s audio element and volume', () => {
  it('emits audio with the player, applies the kept volume, and forgets a removed player', async () => {
    const { call, daily } = onDaily();
    call.setVolume(2);
    const players: HTMLAudioElement[] = [];
    call.on('audio', (player) => players.push(player));
    await call.start('assistant-1');
    expect(call.getAudioPlayer()).toBeNull();
    const track = { kind: 'audio' } as MediaStreamTrack;
    daily.created[0]!.fire('track-started', {
      participant: participant('p1', 'Vapi Speaker'),
      track,
      type: 'audio',
    });
    await vi.waitFor(() => expect(players).toHaveLength(1));
    expect(call.getAudioPlayer()).toBe(players[0]);
    expect(players[0]!.volume).toBe(1);
    call.setVolume(0.25);
    call.setVolume(Number.NaN);
    expect(players[0]!.volume).toBe(0.25);
    daily.created[0]!.fire('participant-left', {
      participant: participant('p1', 'Vapi Speaker'),
      reason: 'hidden',
    });
    expect(call.getAudioPlayer()).toBeNull();
  });

  it('hands over the WebSocket transport’s player too', async () => {
    const sockets = fakeSocketTransports((media) => {
      media.element = document.body.appendChild(document.createElement('audio'));
    });
    const call = new VoiceCall('public-key', {
      fetch: fakeFetch({ id: 'c1', webCallUrl: SOCKET_URL }).fetch,
      transports: { websocket: sockets.factory },
    });
    const players: HTMLAudioElement[] = [];
    call.on('audio', (player) => players.push(player));
    call.setVolume(0.5);
    await call.start('assistant-1');
    expect(players).toEqual([sockets.media[0]!.element]);
    expect(call.getAudioPlayer()?.volume).toBe(0.5);
  });
});

describe('recording on the Daily transport', () => {
  it('relays the recording events and starts or stops a recording on request', async () => {
    const { call, daily } = onDaily();
    const seen: string[] = [];
    call.on('recording-stats', (e) => seen.push(e.action));
    call.on('recording-upload-completed', (e) => seen.push(e.action));
    await call.start('assistant-1');
    const fake = daily.created[0]!;
    fake.fire('recording-stats', {} as never);
    fake.fire('recording-upload-completed', {} as never);
    expect(seen).toEqual(['recording-stats', 'recording-upload-completed']);
    call.startRecording();
    call.stopRecording();
    expect(fake.log).toEqual(expect.arrayContaining(['startRecording', 'stopRecording']));
  });

  it('joins with the call token and lets it start the recording', async () => {
    const { call, daily } = onDaily({
      artifactPlan: { videoRecordingEnabled: true },
      transport: { provider: 'daily', callToken: 'meeting-token' },
    });
    const progress: unknown[] = [];
    call.on(
      'call-start-progress',
      (e) => e.stage === 'video-recording-setup' && progress.push(e.metadata),
    );
    await call.start('assistant-1');
    const fake = daily.created[0]!;
    expect(fake.joinOptions).toMatchObject({ url: ROOM_URL, token: 'meeting-token' });
    expect(fake.log).not.toContain('startRecording');
    expect(progress).toContainEqual({ action: 'auto-started-via-meeting-token' });
  });

  it('joins without a token key when the answer has none', async () => {
    const { call, daily } = onDaily();
    await call.start('assistant-1');
    expect(daily.created[0]!.joinOptions).not.toHaveProperty('token');
  });

  it('passes on Daily’s local observer errors', async () => {
    const { call, daily } = onDaily();
    const errors: SerializedError[] = [];
    call.on('local-audio-level-observer-error', (e) => errors.push(e));
    await call.start('assistant-1');
    daily.created[0]!.fire('nonfatal-error', {
      type: 'local-audio-level-observer-error',
      errorMsg: 'worklet failed',
    } as never);
    expect(errors).toEqual([expect.objectContaining({ errorMsg: 'worklet failed' })]);
  });
});

describe('the Daily settings that break Chrome 140', () => {
  it('drops alwaysIncludeMicInPermissionPrompt: false and audioSource: false', async () => {
    const { call, daily } = onDaily(
      {},
      { alwaysIncludeMicInPermissionPrompt: false, avoidEval: true },
      { audioSource: false, startAudioOff: true },
    );
    await call.start('assistant-1');
    expect(daily.factoryOptions[0]).toMatchObject({ audioSource: true, startAudioOff: true });
    expect(daily.factoryOptions[0]!.dailyConfig).toEqual({ avoidEval: true });

    await call.setInputDevicesAsync({ audioSource: false, videoSource: false });
    expect(daily.created[0]!.inputDevices).toEqual([{ videoSource: false }]);
  });
});

describe('runNetworkTests', () => {
  it('runs each test on a temporary call object and releases it, whatever fails', async () => {
    const stopped: string[] = [];
    const videoTrack = { stop: () => stopped.push('camera') } as unknown as MediaStreamTrack;
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: async () => ({ getVideoTracks: () => [videoTrack] }) },
    });
    const fake: NetworkTestCall = {
      testNetworkConnectivity: async () => ({ result: 'passed' }),
      testWebsocketConnectivity: async () => {
        throw new Error('blocked');
      },
      startCamera: async () => ({}) as never,
      testCallQuality: async () => ({ result: 'good', data: {}, secondsElapsed: 1 }) as never,
      destroy: async () => {
        stopped.push('call');
      },
    };
    const results = await runNetworkTests(async () => ({ createCallObject: () => fake }));
    expect(results).toEqual({
      networkConnectivity: { result: 'passed' },
      websocketConnectivity: { result: 'error', error: 'Error: blocked' },
      callQuality: { result: 'good', data: {}, secondsElapsed: 1 },
    });
    expect(stopped).toEqual(['camera', 'call']);
  });
});
