// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

const BROWSER_GLOBALS = ['window', 'document', 'navigator'] as const;

afterEach(() => {
  for (const name of BROWSER_GLOBALS) Reflect.deleteProperty(globalThis, name);
});

describe('@vibe/voice-sdk/web', () => {
  it('imports and constructs without touching window, document or navigator', async () => {
    const touched: string[] = [];
    for (const name of BROWSER_GLOBALS) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name);
          throw new Error(`${name} touched`);
        },
      });
    }
    vi.resetModules();

    const web = await import('./web.ts');
    const call = new web.default('public-key');
    call.on('call-start', () => undefined);

    expect(web.VoiceCall).toBe(web.default);
    expect(call.state).toBe('idle');
    expect(touched).toEqual([]);
  });

  it('keeps daily-js and the WebSocket transport out of the initial chunks of a page', async () => {
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./web.ts', import.meta.url))],
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      write: false,
      outdir: 'out',
      metafile: true,
      logLevel: 'silent',
    });
    const outputs = result.metafile.outputs;
    const paths = Object.keys(outputs);
    const entry = paths.find((path) => outputs[path]!.entryPoint?.endsWith('src/web.ts'));
    // What the page loads with the import: the entry and the chunks it imports statically.
    const initial = new Set<string>();
    const visit = (path: string) => {
      if (initial.has(path)) return;
      initial.add(path);
      for (const i of outputs[path]!.imports) if (i.kind === 'import-statement') visit(i.path);
    };
    visit(entry!);
    const holding = (name: string) =>
      paths.filter((path) => Object.keys(outputs[path]!.inputs).some((i) => i.includes(name)));
    for (const lazy of ['@daily-co/daily-js', 'web-call/websocket-transport.ts']) {
      // …each still reachable, as a lazily imported chunk.
      expect(holding(lazy).length, lazy).toBeGreaterThan(0);
      expect(
        holding(lazy).filter((path) => initial.has(path)),
        lazy,
      ).toEqual([]);
    }
  });
});
