/**
 * Runs the local platform on its own: `npm run platform` (PORT, default 8090). Storage is
 * PostgreSQL at DATABASE_URL, else embedded PGlite in `${DATA_DIR:-.data}/local-platform`.
 * Keys come from LOCAL_PLATFORM_PRIVATE_KEY / LOCAL_PLATFORM_PUBLIC_KEY or are generated once.
 * Spoken turns are transcribed by the built-in offline recogniser unless SPEECH_TO_TEXT=off, or
 * through an OpenAI-compatible endpoint when SPEECH_TO_TEXT_URL is set (with
 * SPEECH_TO_TEXT_MODEL, SPEECH_TO_TEXT_API_KEY). WEBHOOK_URL (+ WEBHOOK_SECRET) is the product's
 * webhook; ALLOW_PRIVATE_WEBHOOKS=1 lets reports reach other private or loopback URLs too.
 * The start output names the private key only masked (logs travel); `npm run platform -- keys`
 * prints the stored keys in full and exits.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import type { PlatformDatabase } from './db/database.ts';
import { refuseUpgrade } from './http/upgrade-router.ts';
import { createLocalPlatform } from './platform.ts';
import { readStoredKeys } from './seed/stored-keys.ts';

// A stray error that escapes a request or upgrade handler costs that request, never the process.
process.on('uncaughtException', (error) =>
  console.error('local platform: uncaught error (still serving):', error),
);
process.on('unhandledRejection', (reason) =>
  console.error('local platform: unhandled rejection (still serving):', reason),
);

async function openDatabase(): Promise<{
  db: PlatformDatabase;
  label: string;
  close: () => Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return { db: drizzle(pool), label: 'PostgreSQL (DATABASE_URL)', close: () => pool.end() };
  }
  const dir = resolve(process.env.DATA_DIR ?? '.data', 'local-platform');
  mkdirSync(dir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = new PGlite(dir);
  return {
    db: drizzle(client),
    label: `embedded PostgreSQL (PGlite) in ${dir}`,
    close: () => client.close(),
  };
}

/** A key fit for a log line: enough to tell two keys apart, not enough to use one. */
const masked = (key: string) => (key.length >= 16 ? `${key.slice(0, 4)}…` : '****');

if (process.argv[2] === 'keys') {
  const database = await openDatabase();
  const stored = await readStoredKeys(database.db);
  await database.close();
  const privateKey = process.env.LOCAL_PLATFORM_PRIVATE_KEY || stored?.privateKey;
  const publicKey = process.env.LOCAL_PLATFORM_PUBLIC_KEY || stored?.publicKey;
  if (!privateKey || !publicKey || !stored?.assistantId) {
    console.error(`The local platform has not run on ${database.label} yet: start it once first.`);
    process.exit(1);
  }
  console.log(`Private key:  ${privateKey}`);
  console.log(`Public key:   ${publicKey}`);
  console.log(`Assistant id: ${stored.assistantId}`);
  process.exit(0);
}

const port = Number(process.env.PORT ?? 8090);
const hostname = process.env.HOST ?? '127.0.0.1';
const publicBaseUrl = process.env.PUBLIC_BASE_URL ?? `http://localhost:${port}`;
const speechToText = (process.env.SPEECH_TO_TEXT ?? '').trim().toLowerCase() || 'on';
if (speechToText !== 'on' && speechToText !== 'off') {
  console.error(`Invalid SPEECH_TO_TEXT: must be on or off (got "${process.env.SPEECH_TO_TEXT}")`);
  process.exit(1);
}
const database = await openDatabase();
const speechToTextUrl = process.env.SPEECH_TO_TEXT_URL?.trim();
const platform = await createLocalPlatform({
  db: database.db,
  publicBaseUrl,
  ...(process.env.WEBHOOK_URL ? { webhookUrl: process.env.WEBHOOK_URL } : {}),
  ...(process.env.WEBHOOK_SECRET ? { webhookSecret: process.env.WEBHOOK_SECRET } : {}),
  allowPrivateWebhooks: ['1', 'true', 'yes'].includes(process.env.ALLOW_PRIVATE_WEBHOOKS ?? ''),
  ...(speechToTextUrl
    ? {
        speechToText: {
          url: speechToTextUrl,
          ...(process.env.SPEECH_TO_TEXT_MODEL ? { model: process.env.SPEECH_TO_TEXT_MODEL } : {}),
          ...(process.env.SPEECH_TO_TEXT_API_KEY
            ? { apiKey: process.env.SPEECH_TO_TEXT_API_KEY }
            : {}),
        },
      }
    : {}),
  builtInSpeechRecognizer: speechToText === 'on',
  keys: {
    ...(process.env.LOCAL_PLATFORM_PRIVATE_KEY
      ? { privateKey: process.env.LOCAL_PLATFORM_PRIVATE_KEY }
      : {}),
    ...(process.env.LOCAL_PLATFORM_PUBLIC_KEY
      ? { publicKey: process.env.LOCAL_PLATFORM_PUBLIC_KEY }
      : {}),
  },
});
const server = serve({ fetch: platform.app.fetch, port, hostname });
server.on('upgrade', (req, socket, head) => {
  if (!platform.handleUpgrade(req, socket, head)) {
    refuseUpgrade(socket);
  }
});

console.log(`Local platform listening on ${publicBaseUrl} (bound to ${hostname}:${port})`);
console.log(`Storage:      ${database.label}`);
console.log(
  `Private key:  ${masked(platform.keys.privateKey)} (npm run platform -- keys prints it)`,
);
console.log(`Public key:   ${platform.keys.publicKey}`);
console.log(`Assistant id: ${platform.assistantId} (Vibe Together Interview)`);
console.log(
  `Speech:       ${
    speechToTextUrl
      ? `transcribed at ${new URL(speechToTextUrl).origin}`
      : speechToText === 'on'
        ? 'transcribed by the built-in recogniser (Moonshine tiny English, loaded on first use)'
        : 'not transcribed (SPEECH_TO_TEXT=off); calls are recorded'
  }`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  server.close();
  await platform.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
