import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalModeInfo } from './local-mode.ts';
import type { RunningServer } from './server.ts';
import { startLocalModeServer } from './testing/local-mode-server.ts';
import { exchange, rawRequest, WEBSOCKET_HEADERS } from './testing/raw-http.ts';

// Requests an anonymous attacker can send to `npm start` (local mode), over real sockets: each
// must get an HTTP error and a closed connection, and the server must go on serving.

describe('hostile requests to the server in local mode', () => {
  let server: RunningServer;
  let info: LocalModeInfo;
  let call: { id: string; token: string };

  beforeAll(async () => {
    ({ server, info } = await startLocalModeServer());
    const res = await fetch(`${server.url}/platform/call/web`, {
      method: 'POST',
      headers: { authorization: `Bearer ${info.publicKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ assistantId: info.assistantId }),
    });
    const url = new URL(((await res.json()) as { webCallUrl: string }).webCallUrl);
    call = { id: url.pathname.split('/')[2]!, token: url.searchParams.get('token')! };
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Sends raw bytes, expects `status` and a closed socket, then a healthy server. */
  const expectRefused = async (bytes: string | Buffer, status: number) => {
    const answer = await exchange(server.port, bytes);
    expect(answer.status, answer.text.slice(0, 200)).toBe(status);
    expect(answer.closed).toBe(true);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  };
  const upgrade = (target: string, headers = WEBSOCKET_HEADERS) => rawRequest(target, headers);

  it.each([
    ['/platform/%E0%A4%A/transport', 400],
    ['/platform/%/transport', 400],
    ['/platform/%zz/transport?token=x', 400],
    ['/platform/%C0%AF/transport', 400],
    ['/platform/%00/transport', 404],
    ['/platform/%E0%A4%A/transport/extra', 404],
  ])('answers an upgrade to %s with %i', async (target, status) => {
    await expectRefused(upgrade(target), status);
  });

  it.each([
    '/platform/../api/transport',
    '/platform/%2e%2e/transport',
    '/platform/x/../../healthz/transport',
    '/platform/..',
    '/../platform/x/transport',
  ])('refuses the dot-segment path %s', async (target) => {
    await expectRefused(upgrade(target), 404);
  });

  it('refuses 9 KB paths with 414 under the platform and 404 elsewhere', async () => {
    const long = 'a'.repeat(9 * 1024);
    await expectRefused(upgrade(`/platform/${long}/transport`), 414);
    await expectRefused(upgrade(`/platform/x/transport?token=${long}`), 414);
    await expectRefused(upgrade(`/api/${long}`), 404);
  });

  it('refuses unknown calls and wrong tokens with 404', async () => {
    await expectRefused(upgrade('/platform/no-such-call/transport?token=x'), 404);
    await expectRefused(upgrade(`/platform/${call.id}/transport?token=wrong`), 404);
    await expectRefused(upgrade(`/platform/${call.id}/transport`), 404);
  });

  it.each([
    [
      'no Sec-WebSocket-Key',
      { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13' },
    ],
    ['an invalid Sec-WebSocket-Key', { ...WEBSOCKET_HEADERS, 'Sec-WebSocket-Key': 'short' }],
    ['an unknown version', { ...WEBSOCKET_HEADERS, 'Sec-WebSocket-Version': '7' }],
    ['another protocol', { ...WEBSOCKET_HEADERS, Upgrade: 'h2c' }],
  ])('refuses a real call upgraded with %s', async (_case, headers) => {
    await expectRefused(
      upgrade(`/platform/${call.id}/transport?token=${call.token}`, headers),
      400,
    );
  });

  it.each([
    '/',
    '/healthz',
    '/readyz',
    '/api',
    '/api/',
    '/api/onboarding',
    '/api/voice-config',
    '/api/interviews/x',
    '/api/webhooks/voice',
    '/api/admin/people',
    '/api/admin/interviews/x/recording',
    '/api/auth/sign-in/email',
    '/api/auth/get-session',
    '/admin',
    '/admin/people/a@b.example',
    '/platform',
    '/platform/',
    '/platform/recording/x/mono.mp3',
    '/platform/assistant',
    '/platform/call/web',
    `/platform/call/${'x'}`,
    'http://elsewhere.test/platform/x/transport',
    '*',
  ])('answers 404 to an upgrade to the non-WebSocket route %s', async (target) => {
    await expectRefused(upgrade(target), 404);
  });

  it.each([
    ['binary noise', Buffer.from([0x00, 0xff, 0x13, 0x37, 0x0d, 0x0a, 0x0d, 0x0a])],
    ['garbage before the request line', `\x16\x03\x01garbage\r\n${upgrade('/healthz')}`],
    ['a TLS hello', Buffer.from('160301020001000200030300', 'hex')],
    ['a header without a colon', 'GET /healthz HTTP/1.1\r\nHost: x\r\nnot a header\r\n\r\n'],
    ['a control character in the path', 'GET /platform/\x01/transport HTTP/1.1\r\nHost: x\r\n\r\n'],
  ])('answers %s with 400', async (_case, bytes) => {
    await expectRefused(bytes, 400);
  });

  it.each([
    ['a malformed escape under the platform', '/platform/%E0%A4%A/transport', 401],
    ['a malformed escape under /api', '/api/%E0%A4%A', 404],
    ['a lone % in a route', '/api/interviews/%/start', 404],
    ['a dot segment', '/api/../platform/assistant', 401],
    ['a 9 KB path', `/api/${'a'.repeat(9 * 1024)}`, 404],
    ['a 9 KB query of % signs', `/platform/assistant?q=${'%'.repeat(9 * 1024)}`, 401],
  ])('answers a plain HTTP request with %s', async (_case, target, status) => {
    await expectRefused(rawRequest(target, { Connection: 'close' }), status);
  });

  it('still opens the real call afterwards', async () => {
    const answer = await exchange(
      server.port,
      upgrade(`/platform/${call.id}/transport?token=${call.token}`),
    );
    expect(answer.status).toBe(101);
  });
});
