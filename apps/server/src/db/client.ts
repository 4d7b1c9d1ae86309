// One way to open the database: embedded PostgreSQL (PGlite) in a folder by default, or a real
// PostgreSQL server when a URL is given. Both speak the same SQL through drizzle, and the same
// migrations run on both at start.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import v8 from 'node:v8';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { maskDatabaseUrl } from '../lib/mask-database-url.ts';
import { isDatabaseUnavailable } from './errors.ts';
import { startPgliteUpkeep } from './pglite-upkeep.ts';
import { openPool } from './pool.ts';

/** A drizzle database on either driver; query code accepts this type only. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** The opened database and what the server needs around it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, safe to print: a folder, "in memory", or a URL without password. */
  location: string;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** Closes every connection (PGlite: flushes and closes the files). */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A `postgres://` URL; when set, the server uses that PostgreSQL server. */
  databaseUrl?: string | undefined;
  /** PGlite's folder when no URL is given; `memory://` keeps everything in memory. */
  dataDir?: string | undefined;
  /**
   * An in-memory PGlite starts from this dump (`dumpDataDir()`) instead of an empty cluster:
   * tests start each database from one migrated copy rather than running initdb and every
   * migration again.
   */
  pgliteSnapshot?: Blob;
  /** Most pooled connections to a PostgreSQL server (default 10). */
  maxConnections?: number;
  /** Called when a pooled connection fails outside a query (the pool replaces it by itself). */
  onIdleError?: (error: Error) => void;
  /** Called when PGlite's periodic vacuum fails (see pglite-upkeep.ts); the next one still runs. */
  onUpkeepError?: (error: Error) => void;
}

/** The generated SQL migrations of this package. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Our own bookkeeping table, because the local platform keeps its migrations in the same
 * database under another name.
 */
export const MIGRATIONS_TABLE = '__vibe_server_migrations';

// Any constant works; it only has to be the same for every server instance.
const MIGRATION_LOCK_KEY = 0x76696265;

const migrationConfig = {
  migrationsFolder: MIGRATIONS_FOLDER,
  migrationsTable: MIGRATIONS_TABLE,
};

/**
 * Opens the database and brings its schema up to date.
 * @example
 * const { db, close } = await createDatabase({ dataDir: 'memory://' });
 */
export async function createDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openPglite(options.dataDir ?? './.data', options);
}

/**
 * PGlite settings that keep the embedded database small: PostgreSQL's default 128 MB of shared
 * buffers live in the WebAssembly memory and are never given back; a landing page's tables fit
 * in far less.
 */
/**
 * The PostgreSQL extensions the migrations create, in PGlite's builds: anything that opens this
 * schema in PGlite passes them (the e-mail search's trigram index,
 * drizzle/0022_trigram_search_extension.sql).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

const INIT_SCRIPT = fileURLToPath(new URL('./pglite-init.mjs', import.meta.url));

/**
 * Runs initdb for a new data directory in a child process: in this process it would grow the
 * WebAssembly memory to about 600 MB for good (memory cannot shrink), for a one-off job.
 */
async function initialisePgliteDirectory(location: string): Promise<void> {
  if (existsSync(join(location, 'PG_VERSION'))) return;
  await promisify(execFile)(process.execPath, [INIT_SCRIPT, location], { timeout: 300_000 });
}

/**
 * Keeps PostgreSQL's WebAssembly in V8's baseline compiler (Liftoff). By default V8 compiles the
 * hot functions of the 20 MB module a second time with its optimising compiler and keeps both,
 * about 85 MB more resident memory; the queries of this product do not get measurably faster.
 * Set before the module is compiled (the first PGlite); it applies to the whole process.
 */
function useBaselineWasmCompiler(): void {
  v8.setFlagsFromString('--liftoff-only');
}

async function openPglite(dataDir: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const snapshot = options.pgliteSnapshot;
  useBaselineWasmCompiler();
  const inMemory = dataDir === 'memory://';
  const location = inMemory ? 'in memory' : resolve(dataDir);
  if (!inMemory) {
    mkdirSync(location, { recursive: true });
    await initialisePgliteDirectory(location);
  }
  const pgliteOptions = {
    startParams: PGLITE_START_PARAMS,
    extensions: PGLITE_EXTENSIONS,
    ...(inMemory && snapshot ? { loadDataDir: snapshot } : {}),
  };
  // In memory, the options are the only argument: PGlite reads a second one only after a path.
  const client = inMemory ? new PGlite(pgliteOptions) : new PGlite(location, pgliteOptions);
  const db = drizzlePglite({ client });
  try {
    await migratePglite(db, migrationConfig);
  } catch (error) {
    await client.close();
    throw error;
  }
  const upkeep = startPgliteUpkeep(db, (error) => options.onUpkeepError?.(error));
  return {
    db,
    kind: 'pglite',
    location,
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await upkeep.stop();
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  await migratePostgres(url);
  const { pool, ping, close } = openPool(
    {
      connectionString: url,
      max: options.maxConnections ?? 10,
      // Fail fast instead of hanging a request when the server cannot be reached.
      connectionTimeoutMillis: 5_000,
      // A server that stops answering mid-query counts as unavailable, not as a hung request.
      query_timeout: 15_000,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
    },
    (error) => options.onIdleError?.(error),
  );
  const db = drizzlePg({ client: pool });
  useOwnConnectionPerTransaction(db, pool);
  return { db, kind: 'postgres', location: maskDatabaseUrl(url), ping, close };
}

/**
 * drizzle's node-postgres `transaction()` on a pool leaks the pooled connection when `BEGIN`
 * itself fails (its release sits in a `finally` that `BEGIN` precedes). After a network outage
 * that leaves a dead connection checked out forever: the pool can no longer close, and the
 * connection's late error event has no listener. So each transaction runs on a connection we
 * check out ourselves and always give back (marked broken when the database was unreachable).
 */
function useOwnConnectionPerTransaction(db: NodePgDatabase, pool: pg.Pool): void {
  db.transaction = async (run, config) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return await drizzlePg({ client }).transaction(run, config);
    } catch (error) {
      if (isDatabaseUnavailable(error)) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  };
}

/** Migrates under an advisory lock, so several instances starting together take turns. */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client }), migrationConfig);
  } finally {
    await client.end();
  }
}
