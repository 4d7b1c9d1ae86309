// Last build step: a brotli copy (`.br`, best quality) beside every hashed script and stylesheet
// in dist/assets, which the server sends to browsers that accept it (apps/server's web-app
// routes, `precompressed`); others get gzip made on the fly. Brotli at quality 11 is ~15%
// smaller than gzip on these files and costs nothing per request (the dashboard's
// sign-in page once sent 132 KB of gzip JavaScript against a 120 KB budget). Hashed names never
// change content, so a copy can never go stale; the HTML pages are rewritten by the build and
// stay compressed per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** The brotli form of `data`, at the best quality (slow to make, as fast as any to read). */
export function brotli(data) {
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/** Writes `<file>.br` for every `.js` and `.css` file in `assetsDir`; answers how many. */
export async function precompressAssets(assetsDir) {
  const files = (await readdir(assetsDir)).filter((name) => /\.(js|css)$/.test(name));
  for (const name of files) {
    const path = join(assetsDir, name);
    await writeFile(`${path}.br`, brotli(await readFile(path)));
  }
  return files.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const assetsDir = join(import.meta.dirname, '..', 'dist', 'assets');
  const count = await precompressAssets(assetsDir);
  console.log(`brotli copies of ${count} scripts and stylesheets in dist/assets`);
}
