// One migrated database to copy from, made once and reused by every test file and every run
// until the migrations change: for PGlite a dump of a migrated data directory in the system's
// temporary folder, for PostgreSQL a template database (`CREATE DATABASE … TEMPLATE`). Both are
// named by a hash of the migrations, so a new migration makes a new template.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createDatabase, MIGRATIONS_FOLDER } from '../db/client.ts';
import { withAdminClient } from './admin-client.ts';

// Serialises template creation across parallel test workers (any constant; unlike the server's).
const TEMPLATE_LOCK_KEY = 0x76697465;

/** A short hash of every migration file, so the template follows the migrations. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

let snapshot: Promise<Blob> | undefined;

/** A dump of a migrated, empty in-memory PGlite, to start each test database from. */
export function migratedPgliteSnapshot(): Promise<Blob> {
  snapshot ??= loadOrMakeSnapshot();
  return snapshot;
}

async function loadOrMakeSnapshot(): Promise<Blob> {
  const file = join(tmpdir(), `vibe-server-pglite-${migrationsHash()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not made yet: migrate a fresh one and keep its dump (written whole, then renamed, so a
    // parallel worker never reads half a file).
  }
  const handle = await createDatabase({ dataDir: 'memory://' });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

const templates = new Map<string, Promise<string>>();

/** The name of a migrated template database on the server of `baseUrl`, made when missing. */
export function migratedPostgresTemplate(baseUrl: string): Promise<string> {
  let template = templates.get(baseUrl);
  if (!template) {
    template = ensureTemplate(baseUrl);
    templates.set(baseUrl, template);
  }
  return template;
}

async function ensureTemplate(baseUrl: string): Promise<string> {
  const name = `vibe_test_template_${migrationsHash()}`;
  await withAdminClient(baseUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return;
      const building = `${name}_building`;
      await admin.query(`drop database if exists "${building}" with (force)`);
      await admin.query(`create database "${building}"`);
      const url = new URL(baseUrl);
      url.pathname = `/${building}`;
      const handle = await createDatabase({ databaseUrl: url.toString(), maxConnections: 1 });
      await handle.close();
      // Renamed only once migrated, so a template that exists is always complete.
      await admin.query(`alter database "${building}" rename to "${name}"`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return name;
}
