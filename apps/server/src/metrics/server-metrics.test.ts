import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleValue } from '../testing/prometheus-text.ts';
import { INTERVIEW_COUNT_CACHE_MS, createMetrics } from './server-metrics.ts';

describe('createMetrics', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps one registry per instance: two never share a count', async () => {
    const a = createMetrics();
    const b = createMetrics();
    a.signedUp('new');
    expect(sampleValue(await a.registry.metrics(), 'vibe_signups_total', { kind: 'new' })).toBe(1);
    expect(sampleValue(await b.registry.metrics(), 'vibe_signups_total', { kind: 'new' })).toBe(
      undefined,
    );
  });

  it('labels an unknown method as "other", so clients cannot mint series', async () => {
    const metrics = createMetrics();
    metrics.requestFinished('BREW', '*', 404, 0.001);
    metrics.requestFinished('GET', '/healthz', 200, 0.002);
    const text = await metrics.registry.metrics();
    expect(text).not.toContain('BREW');
    const count = 'vibe_http_request_duration_seconds_count';
    expect(sampleValue(text, count, { method: 'other', route: '*', status: '404' })).toBe(1);
    expect(sampleValue(text, count, { method: 'GET', route: '/healthz', status: '200' })).toBe(1);
  });

  it('reads the gauges it is given at scrape time, and shows none it is not given', async () => {
    const metrics = createMetrics();
    expect(await metrics.registry.metrics()).not.toContain('vibe_live_calls');
    let live = 2;
    metrics.readGauges({ liveCalls: () => live });
    expect(sampleValue(await metrics.registry.metrics(), 'vibe_live_calls')).toBe(2);
    live = 0;
    expect(sampleValue(await metrics.registry.metrics(), 'vibe_live_calls')).toBe(0);
    metrics.readGauges({ speechQueueDepth: () => 5 });
    expect(sampleValue(await metrics.registry.metrics(), 'vibe_speech_queue_depth')).toBe(5);
  });

  it('counts interviews once per cache period, and keeps the last counts on a failure', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const metrics = createMetrics();
    const errors: unknown[] = [];
    let pending = 3;
    let fail = false;
    const count = vi.fn(async () => {
      if (fail) throw new Error('database gone');
      return { pending, completed: 1 };
    });
    metrics.countInterviews(count, (error) => errors.push(error));
    const interviews = async () =>
      sampleValue(await metrics.registry.metrics(), 'vibe_interviews', {
        status: 'pending',
      });
    expect(await interviews()).toBe(3);
    pending = 4;
    expect(await interviews()).toBe(3);
    expect(count).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(INTERVIEW_COUNT_CACHE_MS);
    expect(await interviews()).toBe(4);
    fail = true;
    vi.advanceTimersByTime(INTERVIEW_COUNT_CACHE_MS);
    expect(await interviews()).toBe(4);
    expect(errors).toHaveLength(1);
  });

  it('collects the process defaults only when asked', async () => {
    expect(await createMetrics().registry.metrics()).not.toContain(
      'process_cpu_user_seconds_total',
    );
    const withDefaults = await createMetrics({ processDefaults: true }).registry.metrics();
    expect(withDefaults).toContain('process_cpu_user_seconds_total');
  });
});
