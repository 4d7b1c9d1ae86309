// A real HTTP listener on a loopback port that records every request it gets: the stand-in for
// an attacker's (or an internal service's) URL in the tests of where reports may go.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the listener got. */
export interface HeardRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A running listener. */
export interface WebhookListener {
  /** `http://127.0.0.1:<port>/hook`. */
  url: string;
  requests: HeardRequest[];
  close(): Promise<void>;
}

/** Listens on a free loopback port and answers every request 200. */
export async function startWebhookListener(): Promise<WebhookListener> {
  const requests: HeardRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
