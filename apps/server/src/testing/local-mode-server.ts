import { createOrganiser } from '../admin/organisers.ts';
import {
  localPlatformExtension,
  type LocalModeInfo,
  type LocalModeOptions,
} from '../local-mode.ts';
import { createLogger } from '../logger.ts';
import { startServer, type RunningServer } from '../server.ts';
import { cookieHeader, TEST_PASSWORD } from './admin-helpers.ts';
import { ephemeralConfig } from './ephemeral-config.ts';
import { migratedPgliteSnapshot } from './migrated-template.ts';
import { createScratchDatabase, TEST_DATABASE_URL, type TestDriver } from './test-databases.ts';

/** A synthesizer that answers 100 ms of silence, so tests need no WebAssembly speech. */
export const silence = { synthesize: async () => new Int16Array(1600) };

/**
 * Starts the server as `npm start` does by default (local mode: the local platform at
 * `/platform` with its WebSocket upgrades), on a free port, without logs. `env` adds or replaces
 * environment variables (e.g. `DATABASE_URL`, `ALLOW_PRIVATE_WEBHOOKS`); `platform` is passed on
 * to the local platform. Its database is in memory, or with the `postgres` driver a scratch
 * database on TEST_DATABASE_URL that the server's `close()` drops.
 * @example const { server, info } = await startLocalModeServer({ driver }); await server.close();
 */
export async function startLocalModeServer(
  options: {
    env?: Record<string, string>;
    platform?: LocalModeOptions['platform'];
    driver?: TestDriver;
  } = {},
): Promise<{
  server: RunningServer;
  info: LocalModeInfo;
}> {
  const scratch = options.driver?.name === 'postgres' ? await scratchDatabase() : undefined;
  let info: LocalModeInfo | undefined;
  const server = await startServer({
    pgliteSnapshot: await migratedPgliteSnapshot(),
    config: ephemeralConfig({
      SIGNUP_RATE_LIMIT: '0',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      ...options.env,
    }),
    app: { webDistDir: null },
    extend: localPlatformExtension({
      logger: createLogger('silent'),
      onReady: (ready) => (info = ready),
      platform: { sessions: { synthesizer: silence }, ...options.platform },
    }),
  }).catch(async (error: unknown) => {
    await scratch?.drop();
    throw error;
  });
  if (!scratch) return { server, info: info! };
  const close = async () => {
    await server.close();
    await scratch.drop();
  };
  return { server: { ...server, close }, info: info! };
}

function scratchDatabase() {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  return createScratchDatabase(TEST_DATABASE_URL);
}

/**
 * Creates the owner `owner@example.com` and signs them in over HTTP, as the dashboard does.
 * @example const headers = await signedInOwner(server); await fetch(url, { headers });
 */
export async function signedInOwner(server: RunningServer): Promise<Record<string, string>> {
  await createOrganiser(server.database.db, {
    email: 'owner@example.com',
    password: TEST_PASSWORD,
    role: 'owner',
  });
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: 'owner@example.com', password: TEST_PASSWORD }),
  });
  if (signIn.status !== 200) throw new Error(`the owner's sign-in answered ${signIn.status}`);
  return { cookie: cookieHeader(signIn), origin: server.url };
}

/**
 * A visitor's interview as the page starts it in local mode: onboarding of `email`, a web call
 * on the local platform for the seeded assistant, and the interview's start with that call.
 * @example const { call } = await startedLocalCall(server, info, 'ada@example.com');
 */
export async function startedLocalCall(server: RunningServer, info: LocalModeInfo, email: string) {
  const post = (path: string, body: unknown, extra: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...extra },
      body: JSON.stringify(body),
    });
  const signedUp = await post('/api/onboarding', { email });
  const { interview } = (await signedUp.json()) as { interview: { id: string; token: string } };
  const created = await post(
    '/platform/call/web',
    {
      assistantId: info.assistantId,
      assistantOverrides: { metadata: { interviewId: interview.id } },
    },
    { authorization: `Bearer ${info.publicKey}` },
  );
  const call = (await created.json()) as { id: string; webCallUrl: string };
  await post(
    `/api/interviews/${interview.id}/start`,
    { started_at: new Date().toISOString(), call_id: call.id },
    { authorization: `Bearer ${interview.token}` },
  );
  return { interview, call };
}
