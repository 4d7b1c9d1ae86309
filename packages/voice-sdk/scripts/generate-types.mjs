#!/usr/bin/env node
// Generates, from openapi/platform.yaml, the SDK's two generated files, each formatted with the
// repo's prettier config so the output is the same on every machine:
// - src/generated/openapi.ts: every type of the document, by openapi-typescript (the standard
//   generator);
// - src/generated/enum-values.ts: the values of the enums that code checks at run time (ended
//   reasons, call statuses, control values), as constant tuples typed by the first file.
// `--check` regenerates in memory and fails when a committed file is stale.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { dirname, relative } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import * as prettier from 'prettier';
import { parse } from 'yaml';

const root = new URL('../', import.meta.url);
const source = new URL('openapi/platform.yaml', root);
const typesFile = new URL('src/generated/openapi.ts', root);
const enumValuesFile = new URL('src/generated/enum-values.ts', root);

/** The enums whose values are exported as constants: schema name → constant name. */
const ENUM_CONSTANTS = {
  CallEndedReason: 'CALL_ENDED_REASONS',
  CallStatus: 'CALL_STATUSES',
  SessionControlValue: 'SESSION_CONTROL_VALUES',
};

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const header = (what) => `/**
 * Generated from openapi/platform.yaml by scripts/generate-types.mjs (${what}).
 * Do not edit: change the OpenAPI document and run \`npm run generate -w @vibe/voice-sdk\`.
 */

`;

async function format(code, file) {
  const config = (await prettier.resolveConfig(fileURLToPath(file))) ?? {};
  return prettier.format(code, { ...config, parser: 'typescript' });
}

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
  return format(header('openapi-typescript') + astToString(ast), typesFile);
}

/** Renders the values of {@link ENUM_CONSTANTS} as formatted TypeScript source. */
export async function generateEnumValues() {
  const document = parse(await readFile(source, 'utf8'));
  const blocks = Object.entries(ENUM_CONSTANTS).map(([schema, constant]) => {
    const values = document.components?.schemas?.[schema]?.enum;
    if (!Array.isArray(values) || values.length === 0) {
      throw new Error(`components.schemas.${schema} has no enum in openapi/platform.yaml.`);
    }
    return `/** Every \`${schema}\`, in the document's order. */
export const ${constant} = ${JSON.stringify(values)} as const satisfies readonly components['schemas']['${schema}'][];`;
  });
  const code = `${header('its enums')}import type { components } from './openapi.ts';\n\n${blocks.join('\n\n')}\n`;
  return format(code, enumValuesFile);
}

async function main() {
  const check = process.argv.includes('--check');
  const outputs = [
    [typesFile, await generate()],
    [enumValuesFile, await generateEnumValues()],
  ];
  for (const [file, fresh] of outputs) {
    const name = relative(process.cwd(), fileURLToPath(file));
    if (check) {
      const committed = await readFile(file, 'utf8').catch(() => '');
      if (committed !== fresh) {
        console.error(
          `${name} is stale: it does not match openapi/platform.yaml. Run \`npm run generate -w @vibe/voice-sdk\` and commit the result.`,
        );
        process.exit(1);
      }
      console.log(`${name} is up to date.`);
      continue;
    }
    await mkdir(dirname(fileURLToPath(file)), { recursive: true });
    await writeFile(file, fresh);
    console.log(`wrote ${name}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
