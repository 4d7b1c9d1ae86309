// Closing the built-in recogniser while the model runs: a server stopped during a visitor's
// spoken turn must shut down, not abort. Run in a child process, since the fault it guards
// (a worker thread terminated inside onnxruntime) kills the whole process.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const moduleUrl = (path: string) => JSON.stringify(new URL(path, import.meta.url).href);

/** Runs `body` (an ES module's text, top-level await allowed) in a fresh Node process. */
function runInChild(body: string) {
  const dir = mkdtempSync(join(tmpdir(), 'recognizer-close-'));
  const script = join(dir, 'close.mjs');
  writeFileSync(script, body);
  try {
    return spawnSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('closing the built-in speech recognizer', () => {
  it('stops a transcription in the middle and lets the process exit cleanly', () => {
    const run = runInChild(`
      const { createLocalRecognizer } = await import(${moduleUrl('./create-local-recognizer.ts')});
      const { createEspeakSynthesizer } = await import(${moduleUrl('../espeak-synthesizer.ts')});
      const { concat, silence } = await import(${moduleUrl('../../testing/synthetic-audio.ts')});
      const synthesizer = createEspeakSynthesizer();
      const parts = [];
      for (const text of [
        'I build small web apps for my running club.',
        'Most days I write tests before I change old code.',
        'I would like to meet people who ship side projects.',
      ]) parts.push(await synthesizer.synthesize(text), silence(0.4));
      await synthesizer.close();
      const recognizer = createLocalRecognizer({ threads: 1 });
      // The model loaded, so that the close below lands while a piece is being transcribed.
      console.log('warm:', await recognizer.transcribe(parts[0]));
      const running = recognizer.transcribe(concat(...parts)).then(
        (text) => 'finished: ' + text,
        (error) => 'failed: ' + error.message,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = Date.now();
      await recognizer.close();
      console.log('closed in', Date.now() - started, 'ms');
      console.log(await running);
      // A piece not heard before (one transcribed already is answered from memory).
      const after = await recognizer.transcribe(parts[2]).then(() => 'transcribed', () => 'refused');
      console.log('after close:', after);
    `);
    expect(run.stderr).not.toMatch(/terminate called|Napi::Error/);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/warm: .*running club/i);
    expect(run.stdout).toMatch(/closed in \d+ ms/);
    expect(run.stdout).toMatch(/failed: the speech recognizer was closed/);
    expect(run.stdout).toMatch(/after close: refused/);
    const closeMs = Number(/closed in (\d+) ms/.exec(run.stdout)?.[1]);
    // Between two tokens, not after the whole 10 s turn (about half a second of model time).
    expect(closeMs).toBeLessThan(2_000);
  }, 70_000);

  it('stops a thread still loading the model', () => {
    const run = runInChild(`
      const { createLocalRecognizer } = await import(${moduleUrl('./create-local-recognizer.ts')});
      const { noise } = await import(${moduleUrl('../../testing/synthetic-audio.ts')});
      const recognizer = createLocalRecognizer({ threads: 1 });
      const running = recognizer.transcribe(noise(3, -20)).then(
        () => 'finished',
        (error) => 'failed: ' + error.message,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      await recognizer.close();
      console.log(await running);
    `);
    expect(run.stderr).not.toMatch(/terminate called|Napi::Error/);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/failed: the speech recognizer was closed/);
  }, 70_000);
});
