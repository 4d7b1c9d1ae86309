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

  it('keeps daily-js out of the initial chunk of a page that imports it', async () => {
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
    const outputs = Object.entries(result.metafile.outputs);
    const fromDaily = (inputs: Record<string, unknown>) =>
      Object.keys(inputs).some((input) => input.includes('@daily-co/daily-js'));
    const entry = outputs.find(([, output]) => output.entryPoint !== undefined);
    expect(entry && fromDaily(entry[1].inputs)).toBe(false);
    // …and it is still reachable, as a lazily imported chunk.
    expect(outputs.some(([, output]) => fromDaily(output.inputs))).toBe(true);
    expect(entry?.[1].imports.some((i) => i.kind === 'import-statement')).toBe(false);
  });
});
