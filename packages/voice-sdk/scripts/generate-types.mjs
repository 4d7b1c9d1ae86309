#!/usr/bin/env node
// Generates src/generated/openapi.ts from openapi/platform.yaml with openapi-typescript, the
// standard generator, then formats it with the repo's prettier config so the output is the same
// on every machine. `--check` regenerates in memory and fails when the committed file is stale.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { dirname, relative } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import * as prettier from 'prettier';

const root = new URL('../', import.meta.url);
const source = new URL('openapi/platform.yaml', root);
const target = new URL('src/generated/openapi.ts', root);

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const HEADER = `/**
 * Generated from openapi/platform.yaml by scripts/generate-types.mjs (openapi-typescript).
 * Do not edit: change the OpenAPI document and run \`npm run generate -w @vibe/voice-sdk\`.
 */

`;

/** Renders the document's types as formatted TypeScript source. */
export async function generate() {
  const ast = await openapiTS(source, {
    // A field with a default is optional in a request body; don't make it required.
    defaultNonNullable: false,
    // Multipart file parts (`format: binary`) are sent as Blobs, not strings.
    transform(schemaObject) {
      if (schemaObject.format === 'binary') return BLOB;
      return undefined;
    },
  });
  const code = HEADER + astToString(ast);
  const config = (await prettier.resolveConfig(fileURLToPath(target))) ?? {};
  return prettier.format(code, { ...config, parser: 'typescript' });
}

async function main() {
  const check = process.argv.includes('--check');
  const fresh = await generate();
  const name = relative(process.cwd(), fileURLToPath(target));
  if (check) {
    const committed = await readFile(target, 'utf8').catch(() => '');
    if (committed !== fresh) {
      console.error(
        `${name} is stale: it does not match openapi/platform.yaml. Run \`npm run generate -w @vibe/voice-sdk\` and commit the result.`,
      );
      process.exit(1);
    }
    console.log(`${name} is up to date.`);
    return;
  }
  await mkdir(dirname(fileURLToPath(target)), { recursive: true });
  await writeFile(target, fresh);
  console.log(`wrote ${name}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
