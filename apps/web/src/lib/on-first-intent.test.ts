import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTENT_EVENTS, onFirstIntent } from './on-first-intent.ts';

beforeEach(() => {
  // The next frame, as a timer the fake clock drives.
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => callback(performance.now()), 16),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

describe('onFirstIntent', () => {
  it('waits for the visitor: nothing runs while the page is only read', async () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const stop = onFirstIntent(task);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(task).not.toHaveBeenCalled();
    stop();
  });

  it.each(INTENT_EVENTS)('runs the task once after the first %s', async (type) => {
    vi.useFakeTimers();
    const task = vi.fn();
    onFirstIntent(task);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    window.dispatchEvent(new Event('pointermove'));
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(16);
    window.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(32);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the events it is given, and only those', async () => {
    vi.useFakeTimers();
    const task = vi.fn();
    onFirstIntent(task, window, ['input']);
    document.body.dispatchEvent(new Event('focusin', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(100);
    expect(task).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('input', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(32);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when told to', async () => {
    vi.useFakeTimers();
    const task = vi.fn();
    onFirstIntent(task)();
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(100);
    expect(task).not.toHaveBeenCalled();
  });
});
