import {
  localPlatformExtension,
  type LocalModeInfo,
  type LocalModeOptions,
} from '../local-mode.ts';
import { createLogger } from '../logger.ts';
import { startServer, type RunningServer } from '../server.ts';
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
