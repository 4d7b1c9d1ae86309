// `npm start` ends here: read the configuration, start the server, say where it is and what it
// uses, and shut down cleanly on SIGINT/SIGTERM.
import { ConfigError, loadConfig, type ServerConfig } from './config.ts';
import { startServer } from './server.ts';

function describeMode(config: ServerConfig): string {
  const { publicKey, assistantId, apiUrl } = config.voice;
  return publicKey && assistantId
    ? `hosted voice platform (${apiUrl})`
    : 'local platform (not yet available; set VOICE_PUBLIC_KEY and VOICE_ASSISTANT_ID for the hosted one)';
}

async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const server = await startServer({ config });
  const storage =
    server.database.kind === 'pglite'
      ? `embedded PostgreSQL (PGlite), ${server.database.location === 'in memory' ? 'in memory' : `in ${server.database.location}`}`
      : `PostgreSQL at ${server.database.location}`;
  console.log(`Vibe Together is running at ${server.url}`);
  console.log(`  storage: ${storage}`);
  console.log(`  voice:   ${describeMode(config)}`);

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: exiting now.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: shutting down…`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed:', error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
