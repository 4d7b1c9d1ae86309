import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One `POST /v1/audio/transcriptions` the fake server received, parsed. */
export interface ReceivedTranscription {
  path: string;
  headers: IncomingHttpHeaders;
  /** Every form field but the file. */
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: Buffer } | null;
}

/** How the fake server answers. */
export type TranscriptionBehaviour =
  | { kind: 'answer'; text: string }
  | { kind: 'slow'; delayMs: number; text: string }
  | { kind: 'fail'; status: number };

/** A small OpenAI-compatible transcription server on 127.0.0.1, for tests. */
export interface FakeTranscriptionServer {
  /** The API base, e.g. `http://127.0.0.1:1234/v1`. */
  url: string;
  requests: ReceivedTranscription[];
  behave(behaviour: TranscriptionBehaviour): void;
  close(): Promise<void>;
}

/**
 * Speaks the `/audio/transcriptions` shape hosted APIs and Whisper servers speak: it parses the
 * multipart request for the test to check (fields, the WAV file, headers) and answers
 * `{ "text": … }`, slowly, or with an error, as told.
 */
export async function startFakeTranscriptionServer(): Promise<FakeTranscriptionServer> {
  const requests: ReceivedTranscription[] = [];
  let behaviour: TranscriptionBehaviour = { kind: 'answer', text: 'Hello.' };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const request = new Request('http://fake.local', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: Buffer.concat(chunks),
      });
      const fields: Record<string, string> = {};
      let file: ReceivedTranscription['file'] = null;
      try {
        for (const [name, value] of await request.formData()) {
          if (typeof value === 'string') fields[name] = value;
          else if (name === 'file') {
            file = {
              name: value.name,
              type: value.type,
              bytes: Buffer.from(await value.arrayBuffer()),
            };
          }
        }
      } catch {
        // not multipart: recorded with no fields
      }
      requests.push({ path: req.url ?? '', headers: req.headers, fields, file });
      const current = behaviour;
      if (new URL(req.url ?? '/', 'http://x').pathname !== '/v1/audio/transcriptions') {
        res.writeHead(404).end();
      } else if (current.kind === 'fail') {
        res.writeHead(current.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'the model fell over' } }));
      } else {
        const answer = () => {
          if (res.destroyed) return;
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ text: current.text }));
        };
        if (current.kind === 'slow') setTimeout(answer, current.delayMs);
        else answer();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    behave: (next) => (behaviour = next),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
