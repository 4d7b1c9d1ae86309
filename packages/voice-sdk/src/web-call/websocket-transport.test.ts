import { describe, expect, it, vi } from 'vitest';
import type { CallErrorEvent, ClientMessage } from './events.ts';
import {
  fakeFetch,
  fakeSocketTransports,
  FakeMedia,
  FakeSocket,
} from '../testing/web-call-fakes.ts';
import type { TransportEvents } from './transport.ts';
import { VoiceCall } from './voice-call.ts';
import { WebSocketTransport } from './websocket-transport.ts';

const SOCKET_URL = 'ws://127.0.0.1:3001/platform/call/c1/socket';

/** A transport on a fake socket and fake media, with what it reports recorded. */
async function joined() {
  const socket = new FakeSocket(SOCKET_URL);
  const media = new FakeMedia();
  const reported: Array<[string, unknown?]> = [];
  const events: TransportEvents = {
    message: (data) => reported.push(['message', data]),
    audioLevel: (level) => reported.push(['level', level]),
    speakerTrack: (track) => reported.push(['speaker', track]),
    left: () => reported.push(['left']),
    error: (message) => reported.push(['error', message]),
    recordingStarted: () => reported.push(['recording']),
    relay: (event, ..._args) => {
      reported.push(['relay', event]);
    },
  };
  const transport = new WebSocketTransport(
    { url: SOCKET_URL, isVideo: false, videoRecording: false, events },
    { socket: () => socket, media: () => media },
  );
  await transport.create();
  const joining = transport.join();
  await vi.waitFor(() => expect(socket.onopen).not.toBeNull());
  socket.open();
  await joining;
  return { transport, socket, media, reported };
}

function pcm(samples: number[]): ArrayBuffer {
  const view = new DataView(new ArrayBuffer(samples.length * 2));
  samples.forEach((s, i) => view.setInt16(i * 2, s, true));
  return view.buffer;
}

describe('WebSocketTransport', () => {
  it('opens the call socket in arraybuffer mode and reports the speaker track once open', async () => {
    const { socket, media, reported } = await joined();
    expect(socket.binaryType).toBe('arraybuffer');
    expect(reported).toEqual([['speaker', media.speaker]]);
  });

  it('sends microphone frames as binary frames while the socket is open', async () => {
    const { socket, media } = await joined();
    const frame = pcm(new Array(320).fill(100));
    media.onFrame!(frame);
    socket.bufferedAmount = 1024 * 1024; // stalled connection: frames are dropped, not queued
    media.onFrame!(pcm([1]));
    expect(socket.sent).toEqual([frame]);
  });

  it('decodes JSON text frames, including the "listening" string, and plays binary frames', async () => {
    const { socket, media, reported } = await joined();
    reported.length = 0;
    const audio = pcm([1000, -1000]);

    socket.receive('"listening"');
    socket.receive(JSON.stringify({ type: 'status-update', status: 'in-progress' }));
    socket.receive(audio);
    socket.receive('{not json');
    socket.receive(new ArrayBuffer(64_000)); // more than a second of audio: dropped

    expect(reported).toEqual([
      ['message', 'listening'],
      ['message', { type: 'status-update', status: 'in-progress' }],
    ]);
    expect(media.played).toEqual([audio]);
  });

  it('drops queued assistant audio when the visitor interrupts', async () => {
    const { socket, media } = await joined();
    socket.receive(JSON.stringify({ type: 'user-interrupted' }));
    expect(media.flushed).toBe(1);
  });

  it('sends messages as JSON text frames', async () => {
    const { transport, socket } = await joined();
    transport.send('playable');
    transport.send({ type: 'add-message', message: { role: 'user', content: 'hello' } });
    expect(socket.sent).toEqual([
      '"playable"',
      '{"type":"add-message","message":{"role":"user","content":"hello"}}',
    ]);
  });

  it('reports the end when the platform closes normally, and an error when it drops', async () => {
    const normal = await joined();
    normal.socket.serverClose(1000, 'assistant-ended-call');
    expect(normal.reported.slice(1)).toEqual([['left']]);

    const dropped = await joined();
    dropped.socket.serverClose(1006);
    expect(dropped.reported.slice(1)).toEqual([
      ['error', 'The call connection closed unexpectedly (code 1006).'],
      ['left'],
    ]);
  });

  it('leaves with a normal close, reports left once and releases the media', async () => {
    const { transport, socket, media, reported } = await joined();
    await transport.leave();
    await transport.destroy();
    await transport.destroy();
    expect(socket.closedWith).toEqual([1000, 'customer-ended-call']);
    expect(reported.filter(([name]) => name === 'left')).toHaveLength(1);
    expect(media.closed).toBe(true);
    expect(socket.onmessage).toBeNull();
  });

  it('mutes through the media and reports its level', async () => {
    const { transport, media, reported } = await joined();
    transport.setMuted(true);
    expect(transport.isMuted()).toBe(true);
    expect(media.muted).toBe(true);
    await transport.startAudioLevelObserver();
    media.report!(0.2);
    expect(reported.at(-1)).toEqual(['level', 0.2]);
    await transport.setupAudioProcessing();
    expect(media.noiseSuppression).toBe(true);
  });

  it('rejects a join still connecting when it is destroyed, and opens no microphone after', async () => {
    const socket = new FakeSocket(SOCKET_URL);
    const media = new FakeMedia();
    const transport = new WebSocketTransport(
      { url: SOCKET_URL, isVideo: false, videoRecording: false, events: {} as TransportEvents },
      { socket: () => socket, media: () => media },
    );
    await transport.create();
    const joining = transport.join();
    await vi.waitFor(() => expect(socket.onopen).not.toBeNull());

    await transport.destroy();

    await expect(joining).rejects.toThrow('stopped while it was starting');
    expect(socket.closedWith?.[0]).toBe(1000);
    expect(media.closed).toBe(true);
  });

  it('fails to join when the socket closes before opening', async () => {
    const socket = new FakeSocket(SOCKET_URL);
    const transport = new WebSocketTransport(
      { url: SOCKET_URL, isVideo: false, videoRecording: false, events: {} as TransportEvents },
      { socket: () => socket, media: () => new FakeMedia() },
    );
    await transport.create();
    const joining = transport.join();
    await vi.waitFor(() => expect(socket.onclose).not.toBeNull());
    socket.serverClose(1011);
    await expect(joining).rejects.toThrow('closed before it opened (code 1011)');
  });
});

describe('VoiceCall on the WebSocket transport', () => {
  function setup(configure?: (media: FakeMedia) => void, autoOpen = true) {
    const http = fakeFetch({ id: 'c1', webCallUrl: SOCKET_URL });
    const sockets = fakeSocketTransports(configure, { autoOpen });
    const call = new VoiceCall('public-key', {
      fetch: http.fetch,
      transports: {
        websocket: sockets.factory,
        daily: () => {
          throw new Error('Daily must not be used for a websocket call');
        },
      },
    });
    return { call, ...sockets };
  }

  it('runs a whole call: listening, messages, speech from the playback level, then the end', async () => {
    const { call, sockets, media } = setup();
    const seen: string[] = [];
    const messages: ClientMessage[] = [];
    call.on('call-start', () => seen.push('call-start'));
    call.on('call-end', (e) => seen.push(`call-end:${e.endedReason}`));
    call.on('speech-start', () => seen.push('speech-start'));
    call.on('speech-end', () => seen.push('speech-end'));
    call.on('message', (m) => messages.push(m));

    expect(await call.start('assistant-1')).toMatchObject({ id: 'c1' });
    const socket = sockets[0]!;
    expect(socket.url).toBe(SOCKET_URL);
    expect(socket.json()).toEqual(['playable']);

    socket.receive('"listening"');
    media[0]!.report!(0.2);
    call.send({ type: 'add-message', message: { role: 'user', content: 'I build with AI' } });
    const ended = { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' };
    socket.receive(JSON.stringify(ended));
    socket.serverClose(1000);

    expect(seen).toEqual([
      'call-start',
      'speech-start',
      'speech-end',
      'call-end:assistant-ended-call',
    ]);
    expect(messages).toEqual([ended]);
    expect(socket.json().at(-1)).toEqual({
      type: 'add-message',
      message: { role: 'user', content: 'I build with AI' },
    });
    await vi.waitFor(() => expect(media[0]!.closed).toBe(true));
  });

  it('reports a refused microphone as a join error that mentions permission', async () => {
    const { call, sockets } = setup((media) => {
      media.openError = new Error('Microphone permission denied');
    });
    const errors: CallErrorEvent[] = [];
    const failed: string[] = [];
    call.on('error', (e) => errors.push(e));
    call.on('call-start-failed', (e) => failed.push(e.stage));

    expect(await call.start('assistant-1')).toBeNull();
    expect(errors).toEqual([
      expect.objectContaining({
        type: 'video-call-join-error',
        message: 'Microphone permission denied',
      }),
    ]);
    expect(failed).toEqual(['video-call-join']);
    expect(sockets).toHaveLength(0);
  });

  it('stop() while the socket connects makes start() resolve null without an error', async () => {
    const { call, sockets, media } = setup(undefined, false);
    const errors: CallErrorEvent[] = [];
    call.on('error', (e) => errors.push(e));
    const started = call.start('assistant-1');
    await vi.waitFor(() => expect(sockets).toHaveLength(1));

    await call.stop();

    expect(await started).toBeNull();
    expect(errors).toEqual([]);
    expect(media[0]!.closed).toBe(true);
    expect(call.state).toBe('ended');
  });

  it('stop() closes the socket and emits the synthesised ended status-update', async () => {
    const { call, sockets } = setup();
    const messages: ClientMessage[] = [];
    call.on('message', (m) => messages.push(m));
    await call.start('assistant-1');

    await call.stop();

    expect(sockets[0]!.closedWith?.[0]).toBe(1000);
    expect(messages).toEqual([
      { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' },
    ]);
  });
});
