import { PlatformError } from './error.ts';

/**
 * A streamed answer (Server-Sent Events) read as typed events: iterate it with `for await`.
 * Each `data:` payload is parsed as JSON; the stream ends when the server closes it (or
 * sends `[DONE]`). Break out of the loop, or call {@link abort}, to stop reading early.
 *
 * @example
 * const stream = await client.chats.responses({ assistantId, input: 'Hi' });
 * for await (const event of stream) {
 *   if (event.type === 'response.output_text.delta') process.stdout.write(event.delta);
 * }
 */
export class Stream<Event> implements AsyncIterable<Event> {
  /** The raw answer (status 2xx; its body is what this stream reads). */
  readonly response: Response;
  #consumed = false;

  constructor(response: Response) {
    this.response = response;
  }

  /** Stops reading and releases the connection. */
  async abort(): Promise<void> {
    await this.response.body?.cancel().catch(() => undefined);
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Event> {
    if (this.#consumed) throw new PlatformError('A stream can be iterated only once.');
    this.#consumed = true;
    const body = this.response.body;
    if (!body) return;
    const reader = body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      while (true) {
        const { value, done } = await reader.read();
        if (value) buffer += value;
        // Events are separated by a blank line (any of the three line endings SSE allows).
        const events = buffer.split(/\r\n\r\n|\n\n|\r\r/);
        buffer = done ? '' : (events.pop() ?? '');
        for (const raw of events) {
          const data = dataOf(raw);
          if (data === null) continue;
          if (data === '[DONE]') return;
          yield parseEvent<Event>(data);
        }
        if (done) return;
      }
    } finally {
      await reader.cancel().catch(() => undefined);
    }
  }
}

/** The joined `data:` lines of one event, or `null` when it has none (a comment, a ping). */
function dataOf(raw: string): string | null {
  const lines = raw
    .split(/\r\n|\n|\r/)
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5));
  return lines.length ? lines.join('\n') : null;
}

function parseEvent<Event>(data: string): Event {
  try {
    return JSON.parse(data) as Event;
  } catch (cause) {
    throw new PlatformError(`Could not parse a streamed event as JSON: ${data.slice(0, 200)}`, {
      cause,
    });
  }
}
