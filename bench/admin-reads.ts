// Timing the dashboard's reads in process: an app on the bench's database, signed in as a
// viewer, asks for a path round after round and reads the server's own `Server-Timing` total
// (the time in the route and the database, without the HTTP client's).
import { createApp, createLogger, loadConfig, type DatabaseHandle } from '@vibe/server';
import { p50, p95 } from './percentiles.ts';

/** One path's timings: p50 and p95 over the rounds after the warm-up, and the rows it answered. */
export interface ReadTiming {
  rows: number;
  p50: number;
  p95: number;
}

/** A signed-in organiser's reads: `time` measures a path, `json` fetches one once. */
export interface SignedInReader {
  time(path: string, rounds: number, warmUp: number): Promise<ReadTiming>;
  json<T>(path: string): Promise<T>;
}

/**
 * Signs `email` in on a fresh app over `database`.
 * @example const reader = await signedInReader(database, 'bench@example.com', PASSWORD);
 */
export async function signedInReader(
  database: DatabaseHandle,
  email: string,
  password: string,
): Promise<SignedInReader> {
  const app = createApp({
    database,
    config: loadConfig({ AUTH_SIGNIN_RATE_LIMIT: '0', LOG_LEVEL: 'silent' }),
    logger: createLogger('silent'),
    webDistDir: null,
  });
  const signIn = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost' },
    body: JSON.stringify({ email, password }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const get = (path: string) => app.request(path, { headers: { cookie } });
  const time = async (path: string, rounds: number, warmUp: number): Promise<ReadTiming> => {
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < rounds + warmUp; i += 1) {
      const res = await get(path);
      const body = (await res.json()) as { items?: unknown[]; themes?: unknown[] };
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
      const total = /total;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1];
      if (!total) throw new Error(`${path}: no Server-Timing total`);
      rows = (body.items ?? body.themes)?.length ?? 0;
      if (i >= warmUp) times.push(Number(total));
    }
    return { rows, p50: Number(p50(times).toFixed(1)), p95: Number(p95(times).toFixed(1)) };
  };
  return { time, json: async <T>(path: string) => (await (await get(path)).json()) as T };
}
