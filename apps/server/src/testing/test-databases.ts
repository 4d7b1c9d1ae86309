// Test databases for the route suites: in-memory PGlite, and — when TEST_DATABASE_URL is set — a
// fresh, uniquely named database on that PostgreSQL server, dropped afterwards. Both start from
// a migrated template (see migrated-template.ts), so a test file never waits for initdb and the
// migrations.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createDatabase, type DatabaseHandle } from '../db/client.ts';
import { withAdminClient } from './admin-client.ts';
import { migratedPgliteSnapshot, migratedPostgresTemplate } from './migrated-template.ts';

/** A way to get a migrated, empty database for one test file. */
export interface TestDriver {
  name: 'pglite' | 'postgres';
  open(): Promise<TestDatabase>;
}

export interface TestDatabase extends DatabaseHandle {
  /** Empties every table (between tests). */
  reset(): Promise<void>;
  /** Connection URL for another handle on the same database (postgres only). */
  url?: string;
}

/** The PostgreSQL server to test against, if any. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** The Redis server to test the Redis rate-limit store against, if any. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;

export const pgliteDriver: TestDriver = {
  name: 'pglite',
  open: async () =>
    withReset(
      await createDatabase({
        dataDir: 'memory://',
        pgliteSnapshot: await migratedPgliteSnapshot(),
      }),
    ),
};

export const postgresDriver: TestDriver = {
  name: 'postgres',
  open: async () => {
    if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
    const template = await migratedPostgresTemplate(TEST_DATABASE_URL);
    const { url, drop } = await createScratchDatabase(TEST_DATABASE_URL, { template });
    const handle = await createDatabase({ databaseUrl: url });
    const database = withReset(handle);
    return {
      ...database,
      url,
      close: async () => {
        await handle.close();
        await drop();
      },
    };
  },
};

/** The databases tests run on here: PGlite always, PostgreSQL with TEST_DATABASE_URL. */
export const availableDrivers: TestDriver[] = [
  pgliteDriver,
  ...(TEST_DATABASE_URL ? [postgresDriver] : []),
];

/**
 * Creates a uniquely named database on the server of `baseUrl`; `drop()` removes it again.
 * @example const { url, drop } = await createScratchDatabase('postgres://postgres@localhost/test');
 */
export async function createScratchDatabase(
  baseUrl: string,
  options: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vibe_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = options.template ? ` template "${options.template}"` : '';
  await withAdminClient(baseUrl, (client) => client.query(`create database "${name}"${template}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(baseUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      ),
  };
}

function withReset(handle: DatabaseHandle): TestDatabase {
  return {
    ...handle,
    reset: async () => {
      await handle.db.execute(
        sql`truncate table interviews, onboarding, organisers, organiser_invitations, admin_audit_log, admin_settings, tags, webhook_endpoints, mail_outbox, mail_digest_days, question_theme_people cascade`,
      );
    },
  };
}
