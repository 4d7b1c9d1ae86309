import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { PlatformDatabase } from '../db/database.ts';

/** A database for one test file and how to throw it away. */
export interface TestDatabase {
  name: string;
  db: PlatformDatabase;
  close(): Promise<void>;
}

/** The databases every database test runs on: in-memory PGlite, plus real PostgreSQL when
 * `TEST_DATABASE_URL` is set. */
export const testDatabaseKinds: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * Opens a fresh database: in-memory PGlite, or a uniquely named database on the server of
 * `TEST_DATABASE_URL`, dropped again by `close()`.
 */
export async function openTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const client = new PGlite({ loadDataDir: await pristinePgliteImage() });
    return { name: 'pglite', db: drizzlePglite(client), close: () => client.close() };
  }
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const name = `local_platform_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: target.toString(), max: 10 });
  // `close()` drops the database WITH (FORCE), which terminates any connection a test left
  // checked out (57P01). The pool re-emits that on itself; without a listener Node would treat
  // it as an unhandled error and fail the whole run after every test passed.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error;
  });
  return {
    name: 'postgres',
    db: drizzlePg(pool),
    async close() {
      await pool.end();
      const cleanup = new pg.Client({ connectionString: url.toString() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

let pristineImage: Promise<Blob> | undefined;

/**
 * The data directory of a freshly initialised PGlite database (nothing in it yet), made once
 * per machine and PGlite version and kept in the temporary directory: starting from it takes
 * about a third of the time of initialising a database anew, which every test database did.
 */
function pristinePgliteImage(): Promise<Blob> {
  pristineImage ??= (async () => {
    const require = createRequire(import.meta.url);
    const manifest = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
    const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
    const file = join(tmpdir(), `vibe-local-platform-pglite-${version}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      // Not made yet on this machine: make it.
    }
    const fresh = new PGlite();
    await fresh.waitReady;
    const image = await fresh.dumpDataDir('none');
    await fresh.close();
    // Written aside and renamed, so test workers racing to make it never read half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await image.arrayBuffer()));
    await rename(partial, file);
    return image;
  })();
  return pristineImage;
}
