import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import type { PlatformDatabase } from './database.ts';

/** Where drizzle-kit writes this package's SQL migrations. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The platform keeps its own migrations journal, apart from the product server's. */
export const migrationsTable = '__local_platform_migrations';

// Any constant works; it only has to be the same for every process (and not the server's).
const MIGRATION_LOCK_KEY = 0x706c6174;

/**
 * Applies the platform's migrations (idempotent). Works on any drizzle PostgreSQL driver: it
 * does what drizzle's per-driver migrators do, through the shared pg dialect. On a PostgreSQL
 * server several processes may start at once (server copies behind a load balancer), so they
 * take turns under an advisory lock held on a connection of its own.
 */
export async function migrate(db: PlatformDatabase): Promise<void> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return applyMigrations(db);
  const lock = await client.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await applyMigrations(db);
  } finally {
    // Ending the session releases the lock even if the unlock cannot be sent.
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lock.release();
  }
}

async function applyMigrations(db: PlatformDatabase): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const internals = db as unknown as {
    dialect: {
      migrate(m: typeof migrations, session: unknown, config: object): Promise<void>;
    };
    session: unknown;
  };
  await internals.dialect.migrate(migrations, internals.session, {
    migrationsFolder,
    migrationsTable,
  });
}
