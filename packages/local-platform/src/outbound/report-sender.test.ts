import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createReportSender, postEndOfCallReport } from './report-sender.ts';

/** A fetch that records what it was asked and answers 200. */
function recordingFetch() {
  const seen: { url: string; headers: Record<string, string>; redirect?: string }[] = [];
  const fetch = (async (input: URL | string, init?: RequestInit) => {
    seen.push({
      url: String(input),
      headers: init?.headers as Record<string, string>,
      ...(init?.redirect ? { redirect: init.redirect } : {}),
    });
    return new Response('ok');
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

describe('createReportSender', () => {
  const own = recordingFetch();
  const outbound = recordingFetch();
  const reports = createReportSender({
    webhookUrl: 'http://127.0.0.1:8080/api/webhooks/voice',
    webhookSecret: 'product-secret',
    fetch: own.fetch,
    outboundFetch: outbound.fetch,
  });

  it('sends the product’s secret to the product’s own webhook, through the plain fetch', async () => {
    const result = await reports.send(
      // The same URL spelled differently, with a forged secret header of the stored config.
      {
        url: 'HTTP://127.0.0.1:8080/api/webhooks/voice',
        headers: { 'X-Vapi-Secret': 'forged' },
      },
      {},
    );
    expect(result).toEqual({ delivered: true, status: 200 });
    expect(own.seen.at(-1)).toMatchObject({
      headers: { 'x-vapi-secret': 'product-secret' },
      redirect: 'manual',
    });
  });

  it('sends any other URL its own headers only, through the outbound (guarded) fetch', async () => {
    await reports.send(
      { url: 'https://hooks.example/x', headers: { authorization: 'Bearer own' } },
      {},
    );
    await reports.send({ url: 'http://127.0.0.1:8080/api/webhooks/voice/other' }, {});
    expect(outbound.seen).toHaveLength(2);
    for (const request of outbound.seen) {
      expect(JSON.stringify(request.headers)).not.toContain('product-secret');
      expect(request.redirect).toBe('manual');
    }
    expect(outbound.seen[0]!.headers.authorization).toBe('Bearer own');
  });
});

/** A webhook receiver answering with the given statuses in turn (the last one repeats). */
async function receiver(statuses: number[], delayMs = 0) {
  const requests: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({ headers: req.headers, body });
      const status = statuses[Math.min(requests.length - 1, statuses.length - 1)]!;
      setTimeout(() => res.writeHead(status).end('ok'), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  servers.push(server);
  return { url, requests };
}
const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const options = { fetch: globalThis.fetch, backoffMs: 10 };

describe('postEndOfCallReport', () => {
  it('posts JSON with the server headers and the secret header', async () => {
    const { url, requests } = await receiver([200]);
    const result = await postEndOfCallReport(
      { url, headers: { authorization: 'Bearer x' } },
      { hello: 1 },
      {
        ...options,
        secret: 's3cret',
      },
    );
    expect(result).toEqual({ delivered: true, status: 200 });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers['x-vapi-secret']).toBe('s3cret');
    expect(requests[0]!.headers['authorization']).toBe('Bearer x');
    expect(requests[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(requests[0]!.body)).toEqual({ hello: 1 });
  });

  it('retries a server error and gives up on a client error', async () => {
    const flaky = await receiver([503, 500, 200]);
    expect(await postEndOfCallReport({ url: flaky.url }, {}, options)).toEqual({
      delivered: true,
      status: 200,
    });
    expect(flaky.requests).toHaveLength(3);
    const refusing = await receiver([401]);
    expect(await postEndOfCallReport({ url: refusing.url }, {}, options)).toEqual({
      delivered: false,
      reason: 'HTTP 401',
    });
    expect(refusing.requests).toHaveLength(1);
  });

  it('reports, never throws, when the server is down, too slow, or the URL is unusable', async () => {
    const down = await postEndOfCallReport(
      { url: 'http://127.0.0.1:1/hook' },
      {},
      { ...options, attempts: 2 },
    );
    expect(down.delivered).toBe(false);
    const slow = await receiver([200], 3_000);
    const timedOut = await postEndOfCallReport(
      { url: slow.url, timeoutSeconds: 1 },
      {},
      { ...options, attempts: 1 },
    );
    expect(timedOut).toMatchObject({ delivered: false, reason: expect.stringMatching(/Timeout/) });
    expect(await postEndOfCallReport({ url: 'file:///etc/passwd' }, {}, options)).toEqual({
      delivered: false,
      reason: 'the server URL is not an http(s) URL',
    });
  });
});
