// Test-only: a real HTTP server on 127.0.0.1 that records every request and answers from a
// script, so SDK tests exercise the real fetch, sockets and headers. Never imported by the SDK.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it. */
export interface RecordedRequest {
  method: string;
  /** Path without the query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The body as text. */
  text(): string;
  /** The body parsed as JSON. */
  json(): unknown;
  /** The body parsed as multipart/form-data (uses the request's content type and boundary). */
  formData(): Promise<FormData>;
}

/** How the server answers one request. */
export interface ScriptedAnswer {
  status?: number;
  headers?: Record<string, string>;
  /** An object or array is sent as JSON; a string or Buffer as is. */
  body?: unknown;
  /** Wait this long before answering (timeouts). */
  delayMs?: number;
  /** Send the headers and `body` (if any) but never finish the answer (aborts mid-body). */
  stall?: boolean;
}

type Answerer = ScriptedAnswer | ((request: RecordedRequest) => ScriptedAnswer);

/** A started recording server; `close()` it in `afterEach`. */
export interface RecordingServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  requests: RecordedRequest[];
  /** Queues answers for the next requests, in order. */
  enqueue(...answers: Answerer[]): void;
  /** Answers every request the queue does not cover (default: 404 JSON). */
  fallback(answer: Answerer): void;
  close(): Promise<void>;
}

/**
 * Starts a recording server on 127.0.0.1, on a free port or on `port` (to come back on the
 * port of one that was closed).
 */
export async function startRecordingServer(port = 0): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const queue: Answerer[] = [];
  let fallback: Answerer = { status: 404, body: { message: 'Not Found', statusCode: 404 } };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const recorded: RecordedRequest = {
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
      text: () => body.toString('utf8'),
      json: () => JSON.parse(body.toString('utf8')),
      formData: () =>
        new Response(body, {
          headers: { 'content-type': req.headers['content-type'] ?? '' },
        }).formData(),
    };
    requests.push(recorded);
    const answerer = queue.shift() ?? fallback;
    const answer = typeof answerer === 'function' ? answerer(recorded) : answerer;
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (!res.destroyed) send(res, answer);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    enqueue: (...answers) => queue.push(...answers),
    fallback: (answer) => {
      fallback = answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: ServerResponse, answer: ScriptedAnswer): void {
  const { status = 200, headers = {}, body, stall } = answer;
  let payload: string | Buffer | undefined;
  const outHeaders: Record<string, string> = { ...headers };
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    payload = body;
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    outHeaders['content-type'] ??= 'application/json; charset=utf-8';
  }
  res.writeHead(status, outHeaders);
  if (stall) {
    res.flushHeaders();
    if (payload !== undefined) res.write(payload);
    return;
  }
  res.end(payload);
}
