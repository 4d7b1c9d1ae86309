// The control of the 2.7.1 type tests: the same files, compiled against `@vapi-ai/web@2.7.1`
// (a dev dependency of this test only) instead of ours, must compile too. So the usage is the
// official SDK's, and every mistake there is one its own typings catch (an unused
// `@ts-expect-error` fails the compile).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const FILES = ['official-usage-2.7.test.ts', 'official-mistakes-2.7.test.ts'];

/** The official package's typings: our import is mapped back to them. */
const OFFICIAL = createRequire(import.meta.url)
  .resolve('@vapi-ai/web')
  .replace(/\.js$/, '.d.ts');

describe('the 2.7.1 type tests against @vapi-ai/web@2.7.1', () => {
  it('compile without an error', () => {
    const program = ts.createProgram(
      FILES.map((file) => join(here, file)),
      {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
        types: ['node'],
        strict: true,
        skipLibCheck: true,
        esModuleInterop: true,
        allowImportingTsExtensions: true,
        noEmit: true,
        baseUrl: here,
        paths: { '@vibe/voice-sdk/web': [OFFICIAL] },
      },
    );
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  }, 60_000);
});
