import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { expect, test, type Page } from '@playwright/test';
import type * as Sdk from '@vibe/voice-sdk/web';
import { freePort } from '../free-port.ts';

// The SDK's WebSocket transport in a real Chromium (fake microphone, autoplay allowed) against
// the local platform (started by this spec, on its own port), whose call sessions speak: real synthesized assistant audio drives speech-start /
// speech-end through the playback level, the AudioWorklet sends microphone frames, messages go
// both ways, and the call ends cleanly.

interface VoiceConfig {
  publicKey: string;
  assistantId: string;
  apiBaseUrl: string;
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const PUBLIC_KEY = `pk-e2e-${process.pid}`;
const PRIVATE_KEY = `sk-e2e-${process.pid}`;

/**
 * Starts the local platform on its own (`npm run platform`: REST + call sessions, embedded
 * PGlite in a fresh directory), so this spec exercises the SDK against the real sessions
 * whatever the main server mounts. Resolves once the seeded interview assistant is listed.
 */
async function startLocalPlatform(): Promise<{ process: ChildProcess; config: VoiceConfig }> {
  const port = await freePort();
  const apiBaseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: `${repoRoot}/packages/local-platform`,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: apiBaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'vibe-sdk-e2e-')),
      LOCAL_PLATFORM_PUBLIC_KEY: PUBLIC_KEY,
      LOCAL_PLATFORM_PRIVATE_KEY: PRIVATE_KEY,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The local platform exited:\n${output}`);
    try {
      const answer = await fetch(`${apiBaseUrl}/assistant`, {
        headers: { authorization: `Bearer ${PRIVATE_KEY}` },
      });
      if (answer.ok) {
        const assistants = (await answer.json()) as Array<{ id: string; name?: string }>;
        const seeded =
          assistants.find((a) => a.name === 'Vibe Together Interview') ?? assistants[0];
        if (seeded) {
          return {
            process: child,
            config: { publicKey: PUBLIC_KEY, assistantId: seeded.id, apiBaseUrl },
          };
        }
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`The local platform did not start within 120 s:\n${output}`);
}

interface CallLog {
  events: Array<{ at: number; name: string; detail?: unknown }>;
  binaryFramesSent: number;
  binaryBytesSent: number;
}

let sdkSource = '';
let platform: { process: ChildProcess; config: VoiceConfig } | null = null;

test.afterAll(async () => {
  if (!platform) return;
  const child = platform.process;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
});

test.beforeAll(async () => {
  test.setTimeout(180_000);
  platform = await startLocalPlatform();
  // The package's browser entry, imported by its name and bundled the way an app would (daily-js
  // stays a lazy import).
  const result = await build({
    stdin: {
      contents: `export * from '@vibe/voice-sdk/web';`,
      resolveDir: fileURLToPath(new URL('.', import.meta.url)),
      loader: 'ts',
      sourcefile: 'page.ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'VoiceSdk',
    external: ['@daily-co/daily-js'],
    write: false,
    logLevel: 'silent',
  });
  sdkSource = result.outputFiles[0]!.text;
});

async function openPage(page: Page): Promise<VoiceConfig> {
  if (!platform) throw new Error('The local platform is not running.');
  const config = platform.config;
  // Count what the page sends over WebSockets, to see microphone audio leave the browser.
  await page.addInitScript(() => {
    const counters = { frames: 0, bytes: 0 };
    (window as unknown as { __sent: typeof counters }).__sent = counters;
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (data) {
      if (data instanceof ArrayBuffer) {
        counters.frames++;
        counters.bytes += data.byteLength;
      }
      return send.call(this, data);
    };
  });
  // Any page of the platform's origin will do (127.0.0.1 is a secure context, so the
  // microphone may be asked for); the SDK is injected into it.
  await page.goto(`${config.apiBaseUrl}/sdk-e2e`);
  await page.addScriptTag({ content: sdkSource });
  return config;
}

/** Starts a call in the page and records its events on `window.__log`. */
async function startCall(page: Page, config: VoiceConfig): Promise<unknown> {
  return page.evaluate(async ({ publicKey, assistantId, apiBaseUrl }) => {
    const { VoiceCall } = (window as unknown as { VoiceSdk: typeof Sdk }).VoiceSdk;
    const started = performance.now();
    const events: CallLog['events'] = [];
    const call = new VoiceCall(publicKey, { apiBaseUrl });
    Object.assign(window, { __call: call, __events: events });
    for (const name of [
      'call-start',
      'call-end',
      'speech-start',
      'speech-end',
      'message',
      'error',
      'call-start-failed',
    ] as const) {
      call.on(name, (detail?: unknown) =>
        events.push({ at: Math.round(performance.now() - started), name, detail }),
      );
    }
    const created = await call.start(assistantId);
    return created?.id ?? null;
  }, config);
}

async function callLog(page: Page): Promise<CallLog> {
  return page.evaluate(() => {
    const w = window as unknown as {
      __events: CallLog['events'];
      __sent: { frames: number; bytes: number };
    };
    return {
      events: w.__events,
      binaryFramesSent: w.__sent.frames,
      binaryBytesSent: w.__sent.bytes,
    };
  });
}

const userSpeechStarts = (log: CallLog) =>
  log.events.filter((e) => {
    const m = e.detail as { type?: string; role?: string; status?: string } | undefined;
    return (
      e.name === 'message' &&
      m?.type === 'speech-update' &&
      m.role === 'user' &&
      m.status === 'started'
    );
  }).length;
const names = (log: CallLog) => log.events.map((event) => event.name);
const transcripts = (log: CallLog, role: string) =>
  log.events
    .filter((e) => e.name === 'message')
    .map(
      (e) =>
        e.detail as { type: string; role?: string; transcriptType?: string; transcript?: string },
    )
    .filter((m) => m.type === 'transcript' && m.role === role && m.transcriptType === 'final')
    .map((m) => m.transcript ?? '');

test.describe('web-call SDK over the WebSocket transport', () => {
  test('hears the assistant, sends microphone audio and messages, and ends cleanly', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const config = await openPage(page);

    const callId = await startCall(page, config);
    expect(callId).toEqual(expect.any(String));

    // The assistant's first message: real audio whose playback level fires speech-start, then
    // speech-end once it is over.
    await expect
      .poll(async () => names(await callLog(page)), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['call-start', 'speech-start', 'speech-end']));
    let log = await callLog(page);
    expect(names(log).indexOf('call-start')).toBeLessThan(names(log).indexOf('speech-start'));
    expect(names(log).indexOf('speech-start')).toBeLessThan(names(log).indexOf('speech-end'));
    await expect
      .poll(async () => transcripts(await callLog(page), 'assistant').length)
      .toBeGreaterThan(0);

    // Microphone audio leaves as 20 ms frames of 16 kHz s16le (640 bytes each). The fake
    // device only beeps: the platform's recogniser finds no words in it, so no visitor turn
    // starts (docs/product.md#interview: only speech is a turn).
    expect(log.binaryFramesSent).toBeGreaterThan(10);
    expect(log.binaryBytesSent).toBe(log.binaryFramesSent * 640);
    await page.waitForTimeout(3_000);
    expect(userSpeechStarts(await callLog(page))).toBe(0);

    // Muted, the microphone still sends frames (silence), so the platform's clock keeps going.
    await page.evaluate(() =>
      (window as unknown as { __call: { setMuted(m: boolean): void } }).__call.setMuted(true),
    );
    const framesWhenMuted = (await callLog(page)).binaryFramesSent;
    await expect
      .poll(async () => (await callLog(page)).binaryFramesSent)
      .toBeGreaterThan(framesWhenMuted + 10);

    // A typed turn reaches the assistant, which answers it.
    const assistantTurns = transcripts(log, 'assistant').length;
    await page.evaluate(() => {
      const call = (window as unknown as { __call: { send(m: unknown): void } }).__call;
      call.send({
        type: 'add-message',
        message: { role: 'user', content: 'I build web apps with AI pair programming.' },
      });
    });
    await expect
      .poll(async () => transcripts(await callLog(page), 'assistant').length, { timeout: 30_000 })
      .toBeGreaterThan(assistantTurns);

    // Hanging up ends the call once, with the customer's reason, and leaves nothing behind.
    await page.evaluate(() =>
      (window as unknown as { __call: { stop(): Promise<void> } }).__call.stop(),
    );
    log = await callLog(page);
    expect(names(log).filter((n) => n === 'call-end')).toHaveLength(1);
    expect(log.events.find((e) => e.name === 'call-end')?.detail).toEqual({
      endedReason: 'customer-ended-call',
    });
    expect(names(log)).not.toContain('error');
    expect(await page.locator('audio').count()).toBe(0);
  });

  test('end() lets the platform end the call and report its reason', async ({ page }) => {
    const config = await openPage(page);
    await startCall(page, config);
    await expect
      .poll(async () => names(await callLog(page)), { timeout: 30_000 })
      .toContain('call-start');

    await page.evaluate(() => (window as unknown as { __call: { end(): void } }).__call.end());

    await expect
      .poll(async () => names(await callLog(page)), { timeout: 15_000 })
      .toContain('call-end');
    const log = await callLog(page);
    const ended = log.events
      .filter((e) => e.name === 'message')
      .map((e) => e.detail as { type: string; status?: string; endedReason?: string })
      .filter((m) => m.type === 'status-update' && m.status === 'ended');
    expect(ended).toHaveLength(1);
    expect(ended[0]?.endedReason).toEqual(expect.any(String));
    expect(names(log)).not.toContain('error');
  });
});
