import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlayoutScheduler } from './audio-playout.ts';

describe('createPlayoutScheduler', () => {
  let clock = 0;
  const advance = (ms: number) => {
    // Step 1 ms at a time so every timer tick sees the clock it would see for real.
    for (let i = 0; i < ms; i++) {
      clock += 1;
      vi.advanceTimersByTime(1);
    }
  };
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
  });
  afterEach(() => vi.useRealTimers());

  const oneSecond = () => new Int16Array(16_000).fill(1_000);

  it('sends the lead at once, then one 640-byte frame every 20 ms, without drift', () => {
    const scheduler = createPlayoutScheduler({ leadMs: 100, now: () => clock });
    const sent: number[] = [];
    const done = vi.fn();
    scheduler.play(
      oneSecond(),
      (frame) => {
        expect(frame.length).toBe(640);
        sent.push(clock);
      },
      { onDone: done },
    );
    expect(sent).toHaveLength(6); // frames 0..5 are within 100 ms of being due
    advance(500);
    // Frame n leaves once clock ≥ n·20 − 100: by 500 ms, frames 0..30.
    expect(sent).toHaveLength(31);
    for (const [n, at] of sent.entries())
      expect(at).toBeLessThanOrEqual(Math.max(0, n * 20 - 100) + 5);
    advance(400);
    expect(sent).toHaveLength(50);
    expect(done).not.toHaveBeenCalled(); // all sent, but not yet heard
    advance(110);
    expect(done).toHaveBeenCalledOnce();
    expect(scheduler.active()).toBe(0);
  });

  it('goes on from where it was after a stall: the line ends when the listener has heard it', () => {
    // The listener (a browser page) plays each frame as soon as it arrives, right after the one
    // before (gap-free): a stalled server starves it, and it never catches up. A line that the
    // server took for over while the page still played it kept the page on "Assistant
    // Speaking…", and the silence limit ran out meanwhile.
    const scheduler = createPlayoutScheduler({ leadMs: 100, now: () => clock });
    let playedUntil = 0;
    let doneAt = -1;
    scheduler.play(oneSecond(), () => (playedUntil = Math.max(playedUntil, clock + 50) + 20), {
      onDone: () => (doneAt = clock),
    });
    advance(300);
    clock += 2_000; // the event loop was blocked for 2 s
    advance(2_000);
    expect(doneAt).toBeGreaterThan(0);
    expect(doneAt).toBeGreaterThanOrEqual(playedUntil - 100);
    expect(doneAt).toBeLessThanOrEqual(playedUntil);
    // After the stall, frames go on one every 20 ms, a lead ahead: no burst.
    const scheduler2 = createPlayoutScheduler({ leadMs: 100, now: () => clock });
    let count = 0;
    const playout = scheduler2.play(oneSecond(), () => count++, { onDone: () => {} });
    advance(100);
    const before = count;
    clock += 300;
    advance(5);
    expect(count - before).toBeLessThanOrEqual(7);
    // Heard: what was sent before the stall (the listener ran out of audio there), no more.
    expect(playout.playedMs()).toBe(before * 20);
  });

  it('stops sending at once when stopped, and never reports the playout done', () => {
    const scheduler = createPlayoutScheduler({ leadMs: 100, now: () => clock });
    let count = 0;
    const done = vi.fn();
    const playout = scheduler.play(oneSecond(), () => count++, { onDone: done });
    advance(200);
    expect(playout.playedMs()).toBe(200);
    playout.stop();
    const atStop = count;
    advance(2_000);
    expect(count).toBe(atStop);
    expect(done).not.toHaveBeenCalled();
  });

  it('pads the last frame with silence', () => {
    const scheduler = createPlayoutScheduler({ now: () => clock });
    const frames: Buffer[] = [];
    scheduler.play(new Int16Array(330).fill(5), (frame) => frames.push(frame), {
      onDone: () => {},
    });
    expect(frames).toHaveLength(2);
    expect(frames[1]!.readInt16LE(18)).toBe(5);
    expect(frames[1]!.readInt16LE(20)).toBe(0);
  });

  it('keeps other playouts going when one sink throws', () => {
    const scheduler = createPlayoutScheduler({ leadMs: 0, now: () => clock });
    let healthy = 0;
    scheduler.play(
      oneSecond(),
      () => {
        if (clock > 50) throw new Error('broken session');
      },
      { onDone: () => {} },
    );
    scheduler.play(oneSecond(), () => healthy++, { onDone: () => {} });
    advance(300);
    expect(healthy).toBe(16);
    expect(scheduler.active()).toBe(1);
  });
});
