import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './server.ts';
import { startLocalModeServer } from './testing/local-mode-server.ts';
import { exchange, type RawAnswer } from './testing/raw-http.ts';

// Random request targets and headers, as plain HTTP requests and as WebSocket upgrades, against
// the server in local mode. Whatever arrives, each connection must get a non-5xx HTTP answer
// (an upgrade Node does not take for one, e.g. `Upgrade:` empty, is served as plain HTTP and
// may stay open), and the server must keep serving. The seed is printed with any failure;
// FUZZ_SEED=<n> replays a run.
const CASES = 3_000;
/** The run stops starting new requests after this, on a slow machine. */
const TIME_BUDGET_MS = 60_000;
/** A run that did less than this proves nothing. */
const MIN_CASES = 500;
const CONCURRENCY = 16;
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** mulberry32: small, fast and good enough to spread cases. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chars = (alphabet: string, length: number) =>
    Array.from({ length }, () => alphabet[int(alphabet.length)]).join('');
  return { next, int, pick, chars };
}
type Random = ReturnType<typeof randomSource>;

const PREFIXES = ['/platform/', '/api/', '/', '/platform/call/', '/api/interviews/', '', '//'];
const URL_CHARS = 'abcXYZ019-._~!$&\'()*+,;=:@/?#[]{}|\\^`"<> ';
const HEX = '0123456789abcdefABCDEFgz';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE', 'BREW'];

function segment(random: Random): string {
  switch (random.int(9)) {
    case 0:
      return `%${random.chars(HEX, random.int(3))}`;
    case 1:
      return random.pick(['..', '.', '%2e%2e', '%2F', '%00', '%E0%A4%A', '%C0%AF', '%FF']);
    case 2:
      return 'transport';
    case 3:
      return random.chars('a%', 1 + random.int(9 * 1024));
    case 4:
      // Raw bytes outside ASCII, as a careless client would send UTF-8 or Latin-1.
      return String.fromCharCode(
        ...Array.from({ length: 1 + random.int(4) }, () => 0x80 + random.int(0x80)),
      );
    case 5:
      return `?token=${random.chars(URL_CHARS, random.int(40))}`;
    default:
      return random.chars(URL_CHARS, random.int(24));
  }
}

function target(random: Random): string {
  // A third aim at the WebSocket route's shape, where a call id is decoded and looked up.
  if (random.next() < 0.3) {
    return `/platform/${segment(random)}/transport${random.next() < 0.5 ? segment(random) : ''}`;
  }
  const parts = Array.from({ length: random.int(7) }, () => segment(random));
  return random.pick(PREFIXES) + parts.join(random.pick(['/', '/', '']));
}

function headerLines(random: Random, upgrade: boolean): string[] {
  const lines = [
    `Host: ${random.next() < 0.9 ? '127.0.0.1' : random.chars(URL_CHARS, random.int(20))}`,
  ];
  if (upgrade) {
    lines.push(`Connection: ${random.pick(['Upgrade', 'upgrade, keep-alive', 'Upgrade'])}`);
    lines.push(
      `Upgrade: ${random.pick(['websocket', 'WebSocket', 'h2c', '', random.chars(URL_CHARS, 8)])}`,
    );
    if (random.next() < 0.8) {
      const key =
        random.next() < 0.7 ? 'dGhlIHNhbXBsZSBub25jZQ==' : random.chars(URL_CHARS, random.int(30));
      lines.push(`Sec-WebSocket-Key: ${key}`);
    }
    if (random.next() < 0.8)
      lines.push(`Sec-WebSocket-Version: ${random.pick(['13', '8', '', 'x'])}`);
  } else {
    lines.push('Connection: close');
  }
  const optional = [
    () => `Authorization: Bearer ${random.chars(URL_CHARS, random.int(60))}`,
    () => `Origin: http://${random.chars(URL_CHARS, random.int(20))}`,
    () =>
      `Content-Type: ${random.pick(['application/json', 'text/plain', '', 'multipart/form-data; boundary='])}`,
    () => `X-Forwarded-For: ${random.chars('0123456789.,: abc', random.int(40))}`,
    () =>
      `${random.chars('abcdefXYZ-_0123', 1 + random.int(20))}: ${random.chars(URL_CHARS, random.int(200))}`,
    () => `Cookie: ${random.chars(URL_CHARS, random.int(400))}`,
  ];
  for (const make of optional) if (random.next() < 0.3) lines.push(make());
  return lines;
}

function request(random: Random, upgrade: boolean): string {
  const method = upgrade ? 'GET' : random.pick(METHODS);
  const lines = headerLines(random, upgrade);
  return `${method} ${target(random)} HTTP/1.1\r\n${lines.map((line) => `${line}\r\n`).join('')}\r\n`;
}

describe(`fuzzing the server in local mode (FUZZ_SEED=${SEED})`, () => {
  let server: RunningServer;

  beforeAll(async () => {
    ({ server } = await startLocalModeServer());
  });
  afterAll(async () => {
    await server?.close();
  });

  it(
    'answers every random HTTP request and upgrade with a non-5xx error',
    async () => {
      const random = randomSource(SEED);
      const deadline = Date.now() + TIME_BUDGET_MS;
      const failures: { request: string; answer: RawAnswer }[] = [];
      let sent = 0;
      const worker = async () => {
        while (sent < CASES && Date.now() < deadline && failures.length < 5) {
          const bytes = request(random, sent++ % 2 === 0);
          const answer = await exchange(server.port, Buffer.from(bytes, 'latin1'), {
            untilHead: true,
          });
          const ok = answer.status !== undefined && answer.status !== 101 && answer.status < 500;
          if (!ok) failures.push({ request: bytes.slice(0, 300), answer });
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));

      expect(
        failures.map(({ request, answer }) => ({
          request,
          answer: answer.text.slice(0, 200),
          closed: answer.closed,
        })),
      ).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(MIN_CASES);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.url}/platform/assistant`)).status).toBe(401);
    },
    TIME_BUDGET_MS + 30_000,
  );
});
