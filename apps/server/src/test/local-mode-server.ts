import { localPlatformExtension, type LocalModeInfo } from '../local-mode.ts';
import { createLogger } from '../logger.ts';
import { startServer, type RunningServer } from '../server.ts';
import { ephemeralConfig } from './ephemeral-config.ts';

/** A synthesizer that answers 100 ms of silence, so tests need no WebAssembly speech. */
const silence = { synthesize: async () => new Int16Array(1600) };

/**
 * Starts the server as `npm start` does by default (local mode: the local platform at
 * `/platform` with its WebSocket upgrades), on a free port, in memory, without logs.
 */
export async function startLocalModeServer(): Promise<{
  server: RunningServer;
  info: LocalModeInfo;
}> {
  let info: LocalModeInfo | undefined;
  const server = await startServer({
    config: ephemeralConfig({ SIGNUP_RATE_LIMIT: '0' }),
    app: { webDistDir: null },
    extend: localPlatformExtension({
      logger: createLogger('silent'),
      onReady: (ready) => (info = ready),
      platform: { sessions: { synthesizer: silence } },
    }),
  });
  return { server, info: info! };
}
