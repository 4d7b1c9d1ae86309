import {
  localPlatformExtension,
  type LocalModeInfo,
  type LocalModeOptions,
} from '../local-mode.ts';
import { createLogger } from '../logger.ts';
import { startServer, type RunningServer } from '../server.ts';
import { ephemeralConfig } from './ephemeral-config.ts';
import { migratedPgliteSnapshot } from './migrated-template.ts';

/** A synthesizer that answers 100 ms of silence, so tests need no WebAssembly speech. */
export const silence = { synthesize: async () => new Int16Array(1600) };

/**
 * Starts the server as `npm start` does by default (local mode: the local platform at
 * `/platform` with its WebSocket upgrades), on a free port, in memory, without logs. `env`
 * adds or replaces environment variables (e.g. `DATABASE_URL`, `ALLOW_PRIVATE_WEBHOOKS`);
 * `platform` is passed on to the local platform.
 */
export async function startLocalModeServer(
  options: { env?: Record<string, string>; platform?: LocalModeOptions['platform'] } = {},
): Promise<{
  server: RunningServer;
  info: LocalModeInfo;
}> {
  let info: LocalModeInfo | undefined;
  const server = await startServer({
    pgliteSnapshot: await migratedPgliteSnapshot(),
    config: ephemeralConfig({ SIGNUP_RATE_LIMIT: '0', ...options.env }),
    app: { webDistDir: null },
    extend: localPlatformExtension({
      logger: createLogger('silent'),
      onReady: (ready) => (info = ready),
      platform: { sessions: { synthesizer: silence }, ...options.platform },
    }),
  });
  return { server, info: info! };
}
