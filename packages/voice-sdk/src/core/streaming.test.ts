import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startRecordingServer, type RecordingServer } from '../testing/recording-server.ts';
import { VoiceClient } from '../client.ts';

let server: RecordingServer;
let client: VoiceClient;
beforeEach(async () => {
  server = await startRecordingServer();
  client = new VoiceClient({ apiKey: 'k', baseURL: server.url, maxRetries: 0 });
});
afterEach(() => server.close());

const sse = (body: string) => ({
  status: 201,
  headers: { 'content-type': 'text/event-stream' },
  body,
});

describe('streamed chat turns', () => {
  it('reads every event whatever the line endings, skipping comments, until [DONE]', async () => {
    server.enqueue(
      sse(
        ': keep-alive\n\n' +
          'data: {"id":"c1","path":"chat.output[0].content","delta":"Hel"}\r\n\r\n' +
          'event: message\ndata: {"id":"c1","path":"chat.output[0].content",\ndata: "delta":"lo"}\n\n' +
          'data: [DONE]\n\n' +
          'data: {"id":"never"}\n\n',
      ),
    );
    const stream = await client.chats.create({ assistantId: 'a', input: 'Hi', stream: true });
    const deltas: string[] = [];
    for await (const event of stream) deltas.push(event.delta);
    expect(deltas).toEqual(['Hel', 'lo']);
    expect(server.requests[0]?.json()).toMatchObject({ stream: true });
    expect(server.requests[0]?.headers.accept).toBe('text/event-stream');
  });

  it('answers the chat itself without `stream: true`', async () => {
    server.enqueue({ status: 201, body: { id: 'c1', output: [] } });
    const chat = await client.chats.create({ assistantId: 'a', input: 'Hi' });
    expect(chat.id).toBe('c1');
  });

  it('refuses to be read twice', async () => {
    server.enqueue(sse('data: {"type":"error","code":"x","message":"m","sequence_number":1}\n\n'));
    const stream = await client.chats.webResponses({ assistantId: 'a', input: 'Hi' });
    const events = [];
    for await (const event of stream) events.push(event.type);
    expect(events).toEqual(['error']);
    await expect(stream[Symbol.asyncIterator]().next()).rejects.toThrow(/only once/);
  });
});
