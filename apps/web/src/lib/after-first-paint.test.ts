import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint.ts';

type PaintCallback = (entries: { getEntriesByName(name: string): unknown[] }) => void;

/** A PerformanceObserver that reports paints only when the test says so. */
function stubPaintObserver() {
  const observers: PaintCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: PaintCallback) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal('requestAnimationFrame', () => 0);
  return {
    paint(name: string) {
      for (const report of observers) {
        report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
      }
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('afterFirstPaint', () => {
  it('runs the task once, right after the first contentful paint is reported', async () => {
    vi.useFakeTimers();
    const browser = stubPaintObserver();
    const task = vi.fn();
    afterFirstPaint(task);

    browser.paint('first-paint');
    await vi.advanceTimersByTimeAsync(10);
    expect(task).not.toHaveBeenCalled();

    browser.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(5_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs it anyway after a second where nothing is painted (a hidden page)', async () => {
    vi.useFakeTimers();
    stubPaintObserver();
    const task = vi.fn();
    afterFirstPaint(task);

    await vi.advanceTimersByTimeAsync(990);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
