import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './db/client.ts';
import { onboarding } from './db/schema/onboarding.ts';
import { startServer } from './server.ts';
import { ephemeralConfig } from './testing/ephemeral-config.ts';
import { startServerProcess } from './testing/server-process.ts';
import { startOnboardingLoad } from './testing/onboarding-load.ts';
import { migratedPgliteSnapshot } from './testing/migrated-template.ts';

const postOnboarding = (url: string, email: string) =>
  fetch(`${url}/api/onboarding`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });

describe('a graceful stop', () => {
  it('turns /readyz unready first, still answers meanwhile, and finishes a request in flight', async () => {
    let endCalls!: () => void;
    const callsEnded = new Promise<void>((resolve) => (endCalls = resolve));
    let slowStarted!: () => void;
    const slowRequestStarted = new Promise<void>((resolve) => (slowStarted = resolve));
    const server = await startServer({
      pgliteSnapshot: await migratedPgliteSnapshot(),
      config: ephemeralConfig({ SIGNUP_RATE_LIMIT: '0' }),
      app: { webDistDir: null },
      // Stands for the local platform: its close ends live calls, which takes a moment.
      extend: async () => ({
        app: {
          mount: (app: Hono) =>
            app.get('/slow', async (c) => {
              slowStarted();
              await new Promise((resolve) => setTimeout(resolve, 700));
              return c.text('done');
            }),
        },
        close: () => callsEnded,
      }),
    });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    const closed = server.close();
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ error: { code: 'shutting_down' } });
    // A load balancer still sending while it notices: served, not dropped.
    expect((await postOnboarding(server.url, 'during@example.com')).status).toBe(201);
    const slow = fetch(`${server.url}/slow`);
    await slowRequestStarted;

    endCalls();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('done');
    const stopStarted = Date.now();
    await closed;
    // The stop does not wait out keep-alive timeouts: idle connections are closed at once.
    expect(Date.now() - stopStarted).toBeLessThan(3_000);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    // Booting the embedded database is slow on a busy machine.
  }, 180_000);

  it('with SHUTDOWN_GRACE_SECONDS keeps serving, unready, for that long before it stops accepting', async () => {
    const server = await startServer({
      pgliteSnapshot: await migratedPgliteSnapshot(),
      config: ephemeralConfig({ SIGNUP_RATE_LIMIT: '0', SHUTDOWN_GRACE_SECONDS: '1' }),
      app: { webDistDir: null },
    });
    const stopAsked = Date.now();
    const closed = server.close();
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    // Half-way through the grace a new connection is still accepted and served.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await postOnboarding(server.url, 'grace@example.com')).status).toBe(201);
    await closed;
    expect(Date.now() - stopAsked).toBeGreaterThanOrEqual(1_000);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  }, 180_000);

  it('exits 0 on a SIGTERM sent the moment it says it is running (start-up chores still due)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vibe-early-stop-'));
    try {
      const server = await startServerProcess({ DATA_DIR: dir });
      server.child.kill('SIGTERM');
      expect(await server.exited, server.output()).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('on SIGTERM under steady sign-ups', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vibe-shutdown-'));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('exits 0, answers nothing but 201 on the way, and keeps every acknowledged sign-up', async () => {
      const server = await startServerProcess({ DATA_DIR: dataDir, SIGNUP_RATE_LIMIT: '0' });
      const load = startOnboardingLoad(() => [server.url], { prefix: 'sigterm', concurrency: 6 });
      await expect.poll(() => load.outcomes.length, { timeout: 30_000 }).toBeGreaterThan(30);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const outcomes = await load.stop();

      const answered = outcomes.filter((outcome) => outcome.status !== undefined);
      expect(answered.length).toBeGreaterThan(30);
      expect(answered.filter((outcome) => outcome.status !== 201)).toEqual([]);
      const database = await createDatabase({ dataDir });
      try {
        const stored = new Set(
          (await database.db.select({ email: onboarding.email }).from(onboarding)).map(
            (row) => row.email,
          ),
        );
        expect(answered.filter((outcome) => !stored.has(outcome.email))).toEqual([]);
      } finally {
        await database.close();
      }
      // A process start through the TypeScript loader is slow on a busy machine.
    }, 180_000);
  });
});
