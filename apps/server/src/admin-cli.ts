// `npm run admin -- create-owner <email>`: creates an owner organiser on the configured database
// (DATABASE_URL or DATA_DIR, like the server), asking for the password without echoing it.
// Never replaces an existing organiser.
import { isValidEmail, normalizeEmail } from '@vibe/contracts/email';
import { createOrganiser, passwordProblem } from './admin/organisers.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';

const USAGE = 'usage: npm run admin -- create-owner <email>';

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

async function main(args: string[]): Promise<number> {
  const [command, rawEmail] = args;
  if (command !== 'create-owner' || !rawEmail) {
    console.error(USAGE);
    return 2;
  }
  const email = normalizeEmail(rawEmail);
  if (!isValidEmail(email)) {
    console.error(`"${rawEmail}" is not a valid e-mail address.`);
    return 2;
  }
  const config = loadConfig();
  const password = await askHidden(`Password for ${email}: `);
  const problem = passwordProblem(password);
  if (problem) {
    console.error(problem);
    return 1;
  }
  if (process.stdin.isTTY && (await askHidden('Repeat the password: ')) !== password) {
    console.error('The passwords differ; nothing was created.');
    return 1;
  }
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  try {
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
