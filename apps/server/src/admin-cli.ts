// `npm run admin -- <command>` on the configured database (DATABASE_URL or DATA_DIR, like the
// server):
// - `create-owner <email>` creates an owner organiser, asking for the password without echoing
//   it; never replaces an existing organiser.
// - `keys` prints the local platform's keys and interview assistant: the server's start output
//   shows the private key masked, since logs travel.
// - `reset-password <email>` sets an organiser's new password (asked without echoing it) and
//   ends their sessions: the way back in on a server without e-mail (no SMTP_URL).
// - `themes` finds the themes of answers stored before themes existed
//   (docs/product.md#themes-per-question); safe to run again and beside a running server.
import { parseEmail } from '@vibe/contracts/email';
import { BIDI_CONTROL_MESSAGE, hasBidiControl } from '@vibe/contracts/plain-text';
import { createOrganiser, passwordProblem } from './admin/organisers.ts';
import { setOrganiserPassword } from './admin/set-password.ts';
import { ConfigError, loadConfig, type ServerConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { usesHostedPlatform } from './local-mode.ts';
import { backfillThemes } from './themes/backfill.ts';
import { loadThemes } from './themes/theme-model.ts';

const USAGE =
  'usage: npm run admin -- create-owner <email> | reset-password <email> | keys | themes';

/** Reads a line from the terminal without showing it (or a piped line when not a terminal). */
async function askHidden(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(prompt);
  if (!stdin.isTTY) {
    let text = '';
    for await (const chunk of stdin) {
      text += String(chunk);
      if (text.includes('\n')) break;
    }
    return text.split(/\r?\n/)[0] ?? '';
  }
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (key: string) => {
      for (const char of key) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new Error('cancelled'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    stdin.on('data', onData);
  });
}

/** Prints the local platform's keys and assistant, as the server in local mode uses them. */
async function showKeys(config: ServerConfig): Promise<number> {
  if (usesHostedPlatform(config)) {
    console.log(
      `The server uses the hosted voice platform: public key ${config.voice.publicKey}, assistant ${config.voice.assistantId}` +
        ' (VOICE_PUBLIC_KEY, VOICE_ASSISTANT_ID); its private key is VOICE_PRIVATE_KEY in your environment.',
    );
    return 0;
  }
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  try {
    // Loaded only for this local-only command: the hosted server never loads the emulator.
    const { readStoredKeys } = await import('@vibe/local-platform');
    const stored = await readStoredKeys(database.db);
    const configured = config.localPlatformKeys;
    const privateKey = configured.privateKey ?? stored?.privateKey;
    const publicKey = configured.publicKey ?? stored?.publicKey;
    if (!privateKey || !publicKey || !stored?.assistantId) {
      console.error(
        'The local platform has not run on this database yet: start the server once (npm start), then ask again.',
      );
      return 1;
    }
    console.log(`local platform (${database.location}):`);
    console.log(`  public key:          ${publicKey}`);
    console.log(`  private key:         ${privateKey}`);
    console.log(`  interview assistant: ${stored.assistantId}`);
    return 0;
  } finally {
    await database.close();
  }
}

async function backfill(config: ServerConfig): Promise<number> {
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  try {
    const { read, themed } = await backfillThemes(database.db, await loadThemes());
    console.log(`Read ${read} answers without themes; ${themed} of them now have themes.`);
    return 0;
  } finally {
    await database.close();
  }
}

async function main(args: string[]): Promise<number> {
  const [command, rawEmail] = args;
  if (command === 'keys' && args.length === 1) return showKeys(loadConfig());
  if (command === 'themes' && args.length === 1) return backfill(loadConfig());
  const known = command === 'create-owner' || command === 'reset-password';
  if (!known || !rawEmail || args.length !== 2) {
    console.error(USAGE);
    return 2;
  }
  const email = parseEmail(rawEmail);
  if (email === null) {
    console.error(`"${rawEmail}" is not a valid e-mail address.`);
    return 2;
  }
  // The dashboard refuses these in every organiser's address; the command line does alike.
  if (hasBidiControl(email)) {
    console.error(`The e-mail address ${BIDI_CONTROL_MESSAGE}.`);
    return 2;
  }
  const config = loadConfig();
  const password = await askHidden(`Password for ${email}: `);
  const problem = passwordProblem(password, email);
  if (problem) {
    console.error(problem);
    return 1;
  }
  if (process.stdin.isTTY && (await askHidden('Repeat the password: ')) !== password) {
    console.error('The passwords differ; nothing was changed.');
    return 1;
  }
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  try {
    if (command === 'reset-password') {
      const result = await setOrganiserPassword(database.db, {
        email,
        password,
        actor: 'command line',
        now: new Date(),
      });
      if (!result.ok) {
        console.error(`No organiser ${email}; nothing was changed.`);
        return 1;
      }
      console.log(`New password set for ${email}; their sessions have ended. Sign in at /admin.`);
      return 0;
    }
    const created = await createOrganiser(database.db, { email, password, role: 'owner' });
    if (!created.ok) {
      console.error(`An organiser ${email} already exists; nothing was changed.`);
      return 1;
    }
    console.log(`Created the owner ${email}. Sign in at /admin.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError ? error.message : `admin: ${(error as Error).message}`,
    );
    process.exit(1);
  },
);
