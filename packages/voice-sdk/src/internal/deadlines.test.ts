import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDeadline, removeDeadline, type Deadline } from './deadlines.ts';

/** A deadline `ms` from now that runs `fire`. */
function scheduleDeadline(ms: number, fire: () => unknown): Deadline {
  const deadline = { at: Date.now() + ms, fire: () => void fire() };
  addDeadline(deadline);
  return deadline;
}

afterEach(() => vi.useRealTimers());

describe('shared deadlines', () => {
  it('fires each deadline at its time, earliest first, and never a cancelled one', async () => {
    vi.useFakeTimers();
    const fired: string[] = [];
    scheduleDeadline(300, () => fired.push('late'));
    scheduleDeadline(100, () => fired.push('early'));
    const cancelled = scheduleDeadline(200, () => fired.push('cancelled'));
    removeDeadline(cancelled);

    await vi.advanceTimersByTimeAsync(99);
    expect(fired).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fired).toEqual(['early']);
    await vi.advanceTimersByTimeAsync(200);
    expect(fired).toEqual(['early', 'late']);
  });

  it('uses one timer for many requests with the same timeout', () => {
    vi.useFakeTimers();
    const before = vi.getTimerCount();
    for (let i = 0; i < 50; i++) removeDeadline(scheduleDeadline(60_000, () => undefined));
    expect(vi.getTimerCount() - before).toBeLessThanOrEqual(1);
  });

  it('still fires after the timer functions were swapped (fake timers on and off)', async () => {
    vi.useFakeTimers();
    scheduleDeadline(50, () => undefined); // armed on the fake clock, which will never run
    vi.useRealTimers();
    const fired = await new Promise<boolean>((resolve) => {
      scheduleDeadline(150, () => resolve(true)); // later than the stale fake timer
      setTimeout(() => resolve(false), 500);
    });
    expect(fired).toBe(true);
  });
});
