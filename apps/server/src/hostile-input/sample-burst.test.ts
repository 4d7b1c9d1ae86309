// A burst of voice samples during a live call, on the real server in local mode with the real
// eSpeak NG worker: 40 concurrent 1,000-character samples, straight at the local platform's
// `/platform/voice/sample` (private key) or through the dashboard's route (four owners), then
// a call whose first line was just changed (so it must be synthesized) is placed. No sample may
// answer 500: each is spoken, or refused as busy (503) or over its organiser's limit (429), with
// Retry-After; and the call must not be starved of its voice: its first audio arrives within 10 s
// (samples once held the worker that speaks calls' lines: 15 s, or never). How fast that first
// audio is — the 1.5 s budget — is a speed figure, measured by bench/sample-burst.bench.ts, not
// asserted here where a loaded machine would make it flake.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalModeInfo } from '../local-mode.ts';
import type { RunningServer } from '../server.ts';
import { startLocalModeServer } from '../testing/local-mode-server.ts';
import { SAMPLE_BURST, sampleBurst, type SampleBurst } from '../testing/sample-burst.ts';
import {
  availableDrivers,
  createScratchDatabase,
  TEST_DATABASE_URL,
  type TestDriver,
} from '../testing/test-databases.ts';

/**
 * A starved call took 15 s or never spoke; a served one about 1 s on a quiet machine, and up to
 * 6 s seen while the whole suite ran beside other work on two cores.
 */
const STARVATION_GUARD_MS = 10_000;
/** Straight at the platform, then through the dashboard. */
const ROUNDS = ['platform', 'dashboard'] as const;

function describeSampleBurst(driver: TestDriver): void {
  describe(`a burst of voice samples during a live call, on ${driver.name}`, () => {
    let server: RunningServer;
    let info: LocalModeInfo;
    let burst: SampleBurst;
    let dropDatabase = async () => {};

    beforeAll(async () => {
      const env: Record<string, string> = {
        AUTH_SIGNIN_RATE_LIMIT: '0',
        AUTH_ACCOUNT_RATE_LIMIT: '0',
      };
      if (driver.name === 'postgres') {
        const scratch = await createScratchDatabase(TEST_DATABASE_URL!);
        env.DATABASE_URL = scratch.url;
        dropDatabase = scratch.drop;
      }
      // No `synthesizer`: the sessions speak with eSpeak NG, as `npm start` does.
      ({ server, info } = await startLocalModeServer({ env, platform: { sessions: {} } }));
      burst = sampleBurst(server, info);
    });
    afterAll(async () => {
      await server?.close();
      await dropDatabase();
    });

    it('still speaks a call’s first line during the burst, and answers every sample without a 500', async () => {
      const editor = await burst.ownerHeaders('editor@example.com');
      // Warm: the synthesizer's worker starts once per process, and a first call loads code.
      expect((await burst.direct('Warming up the voice.')).status).toBe(200);
      await burst.firstAudioMs();

      const latencies: number[] = [];
      for (const [round, via] of ROUNDS.entries()) {
        const seen = await burst.round(`round ${round}`, via, editor);
        latencies.push(seen.firstAudioMs);
        // Each owner sends ten, within its limit, so every sample is spoken or refused as busy.
        expect(seen.statuses.filter((status) => ![200, 503].includes(status))).toEqual([]);
        expect(seen.busyWithoutRetryAfter, 'busy answers without Retry-After').toBe(0);
        // The queue is bounded: most of the burst is refused at once rather than kept waiting.
        expect(seen.statuses.filter((status) => status === 503).length).toBeGreaterThan(
          SAMPLE_BURST / 2,
        );
      }
      console.info(
        `first audio during a burst of samples (straight, then through the dashboard): ${latencies.map(Math.round).join(', ')} ms`,
      );
      for (const latency of latencies) expect(latency).toBeLessThan(STARVATION_GUARD_MS);
    });

    it('keeps each organiser to its sample limit through the dashboard (429 with Retry-After)', async () => {
      const headers = await burst.ownerHeaders('limited@example.com');
      const { statuses, busyWithoutRetryAfter } = await burst.settle(
        Array.from({ length: 12 }, (_, i) => burst.dashboard(headers, `Short sample ${i}.`)),
      );
      expect(statuses.filter((status) => status === 429)).toHaveLength(2);
      expect(statuses.filter((status) => ![200, 429, 503].includes(status))).toEqual([]);
      expect(busyWithoutRetryAfter, 'busy answers without Retry-After').toBe(0);
    });
  });
}

for (const driver of availableDrivers) describeSampleBurst(driver);
if (!TEST_DATABASE_URL) {
  describe('a burst of voice samples during a live call, on postgres', () => {
    it.skip('runs when TEST_DATABASE_URL points at a PostgreSQL server', () => {});
  });
}
