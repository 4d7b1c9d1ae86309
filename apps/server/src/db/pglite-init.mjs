// Creates a PGlite data directory (initdb) and exits: run as a child process by client.ts, so
// the server's own WebAssembly memory never grows to what initdb needs (about 600 MB, which a
// WebAssembly memory never gives back). Plain JavaScript so plain `node` can run it.
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: node pglite-init.mjs <data directory>');
  process.exit(2);
}
const db = await PGlite.create(dataDir);
await db.close();
