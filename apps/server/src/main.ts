// `npm start` ends here: read the configuration, start the server, say where it is and what it
// uses, and shut down cleanly on SIGINT/SIGTERM.
import { bootstrapOrganisers, describeBootstrap } from './admin/bootstrap.ts';
import { auditKeyOf, hashErasedAddressesInAudit } from './admin/erased-person.ts';
import { loadAuthSecret } from './admin/settings.ts';
import { ConfigError, loadConfig, type ServerConfig } from './config.ts';
import { localPlatformExtension, usesHostedPlatform, type LocalModeInfo } from './local-mode.ts';
import { keepServingOnStrayErrors } from './lib/last-resort.ts';
import { maskSecret } from './lib/mask-secret.ts';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';

/**
 * The mode lines: the hosted API, or the local platform with its public key and assistant. The
 * private key is shown masked (logs travel; a key in them is a leak): `npm run admin -- keys`
 * prints it whole, to whoever can read the database.
 */
function describeMode(config: ServerConfig, local: LocalModeInfo | undefined): string[] {
  if (!local) return [`  voice:   hosted voice platform (${config.voice.apiUrl})`];
  return [
    `  voice:   local platform at ${local.platformUrl} (set VOICE_PUBLIC_KEY and VOICE_ASSISTANT_ID for the hosted one)`,
    `           public key:  ${local.publicKey}`,
    `           private key: ${maskSecret(local.privateKey)} (npm run admin -- keys prints it)`,
    `           interview assistant: ${local.assistantId}`,
    `           webhook: ${local.webhookUrl}${local.generatedWebhookSecret ? ' (secret made for this run; set WEBHOOK_SECRET to fix one)' : ''}`,
    `           speech:  ${describeSpeechToText(config)}`,
  ];
}

/** Who turns the visitor's spoken answers into text in local mode. */
function describeSpeechToText(config: ServerConfig): string {
  if (config.speechToText) return `transcribed at ${new URL(config.speechToText.url).origin}`;
  if (!config.builtInSpeechToText) return 'not transcribed (SPEECH_TO_TEXT=off)';
  return 'built-in recogniser, Moonshine tiny English (loaded on the first spoken answer; SPEECH_TO_TEXT=off turns it off)';
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

  const logger = createLogger(config.logLevel);
  keepServingOnStrayErrors(logger);
  let local: LocalModeInfo | undefined;
  const server = await startServer({
    config,
    logger,
    ...(usesHostedPlatform(config)
      ? {}
      : { extend: localPlatformExtension({ logger, onReady: (info) => (local = info) }) }),
  });
  // Signals are handled from the moment the server listens: a supervisor may stop it as soon
  // as it answers, even while the start-up chores below still run.
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
  // Started by scripts/start.mjs with an IPC channel: when that launcher dies (even by SIGKILL),
  // the channel closes, and the server must not live on as an orphan holding the port.
  if (process.send) {
    process.on('disconnect', () => {
      if (!stopping) shutdown('SIGTERM');
    });
  }

  const storage =
    server.database.kind === 'pglite'
      ? `embedded PostgreSQL (PGlite), ${server.database.location === 'in memory' ? 'in memory' : `in ${server.database.location}`}`
      : `PostgreSQL at ${server.database.location}`;
  console.log(`Vibe Together is running at ${server.url}`);
  console.log(`  storage: ${storage}`);
  for (const line of describeMode(config, local)) console.log(line);
  try {
    const organisers = await bootstrapOrganisers(server.database.db, config);
    for (const line of describeBootstrap(organisers, `${server.url}/admin`)) console.log(line);
    // Erasures logged before the audit log kept references name their address: hash them now.
    const auditKey = auditKeyOf(await loadAuthSecret(server.database.db, config.authSecret));
    const rewritten = await hashErasedAddressesInAudit(server.database.db, auditKey);
    if (rewritten > 0)
      logger.info('audit log: erased addresses replaced by references', { rewritten });
  } catch (error) {
    // Stopped meanwhile: the chores failed because the database closed; the stop decides.
    if (!stopping) throw error;
  }
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
