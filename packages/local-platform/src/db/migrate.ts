import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PlatformDatabase } from './database.ts';

/** Where drizzle-kit writes this package's SQL migrations. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The platform keeps its own migrations journal, apart from the product server's. */
export const migrationsTable = '__local_platform_migrations';

/**
 * Applies the platform's migrations (idempotent). Works on any drizzle PostgreSQL driver: it
 * does what drizzle's per-driver migrators do, through the shared pg dialect.
 */
export async function migrate(db: PlatformDatabase): Promise<void> {
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
