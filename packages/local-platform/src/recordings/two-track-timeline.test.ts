import { describe, expect, it } from 'vitest';
import {
  TwoTrackTimeline,
  type TimelineBlock,
  type TimelineOptions,
} from './two-track-timeline.ts';

const RATE = 16_000;
const FRAME = 320; // 20 ms

/** A timeline on a hand-driven clock, collecting the blocks it hands on. */
function timeline(
  blockSamples = RATE,
  options: Pick<TimelineOptions, 'leadToleranceMs' | 'holdBackMs'> = {},
) {
  let nowMs = 1_000;
  const blocks: TimelineBlock[] = [];
  const line = new TwoTrackTimeline({
    sampleRate: RATE,
    blockSamples,
    now: () => nowMs,
    gapToleranceMs: { visitor: 300, assistant: 40 },
    onBlock: (block) => blocks.push(block),
    ...options,
  });
  const frame = (value: number) => new Int16Array(FRAME).fill(value);
  return {
    line,
    blocks,
    frame,
    advance: (ms: number) => (nowMs += ms),
    joined: (track: 'visitor' | 'assistant') => {
      const out = new Int16Array(blocks.reduce((sum, b) => sum + b[track].length, 0));
      let offset = 0;
      for (const block of blocks) {
        out.set(block[track], offset);
        offset += block[track].length;
      }
      return out;
    },
  };
}

/** Index ranges where a track holds `value`. */
function runsOf(samples: Int16Array, value: number): [number, number][] {
  const runs: [number, number][] = [];
  for (let i = 0; i < samples.length; i++) {
    if (samples[i] !== value) continue;
    const last = runs.at(-1);
    if (last && last[1] === i) last[1] = i + 1;
    else runs.push([i, i + 1]);
  }
  return runs;
}

describe('TwoTrackTimeline', () => {
  it('lays both sides on one clock, with silence where a side sent nothing', () => {
    const t = timeline();
    // 3 s of visitor audio; the assistant speaks from 1 s to 2 s.
    for (let ms = 20; ms <= 3_000; ms += 20) {
      t.advance(20);
      t.line.push('visitor', t.frame(1));
      if (ms > 1_000 && ms <= 2_000) t.line.push('assistant', t.frame(2));
    }
    t.line.finish(3_000);
    const visitor = t.joined('visitor');
    const assistant = t.joined('assistant');
    expect(visitor.length).toBe(3 * RATE);
    expect(assistant.length).toBe(3 * RATE);
    expect(runsOf(visitor, 1)).toEqual([[0, 3 * RATE]]);
    // The assistant's second sits where it was sent, within a frame.
    const [run] = runsOf(assistant, 2);
    expect(runsOf(assistant, 2)).toHaveLength(1);
    expect(Math.abs(run![0] - RATE)).toBeLessThanOrEqual(FRAME);
    expect(run![1] - run![0]).toBe(RATE);
    // Every block is aligned: both sides the same length.
    expect(t.blocks.every((b) => b.visitor.length === b.assistant.length)).toBe(true);
  });

  it('appends a bursty sender’s frames without adding silence between them', () => {
    const t = timeline();
    for (let burst = 0; burst < 50; burst++) {
      t.advance(100);
      for (let i = 0; i < 5; i++) t.line.push('visitor', t.frame(1));
    }
    t.line.finish(5_000);
    expect(runsOf(t.joined('visitor'), 1)).toEqual([[0, 5 * RATE]]);
  });

  it('fills a pause in a side’s audio with silence where it happened', () => {
    const t = timeline();
    for (let ms = 0; ms < 1_000; ms += 20) {
      t.advance(20);
      t.line.push('visitor', t.frame(1));
    }
    t.advance(1_000); // the visitor's microphone sends nothing for a second
    for (let ms = 0; ms < 1_000; ms += 20) {
      t.advance(20);
      t.line.push('visitor', t.frame(1));
    }
    t.line.finish(3_000);
    const runs = runsOf(t.joined('visitor'), 1);
    expect(runs).toHaveLength(2);
    expect(runs[0]).toEqual([0, RATE]);
    expect(Math.abs(runs[1]![0] - 2 * RATE)).toBeLessThanOrEqual(FRAME);
  });

  it('lays the burst after a stall where it was heard: no silence, nothing past the end', () => {
    const t = timeline(RATE, { leadToleranceMs: { visitor: 0 }, holdBackMs: 2_000 });
    const realTime = (ms: number) => {
      for (let at = 0; at < ms; at += 20) {
        t.advance(20);
        t.line.push('visitor', t.frame(1));
        t.line.push('assistant', t.frame(2));
      }
    };
    realTime(700);
    // The process stalls for 0.8 s (past a block's end); then the assistant's playout goes on
    // first, and the visitor's 0.8 s of frames arrive at once.
    t.advance(800);
    t.line.push('assistant', t.frame(2));
    for (let i = 0; i < 40; i++) t.line.push('visitor', t.frame(1));
    realTime(1_000);
    t.line.finish(2_500);
    const visitor = t.joined('visitor');
    expect(visitor.length).toBe(2.5 * RATE);
    expect(runsOf(visitor, 1)).toEqual([[0, 2.5 * RATE]]);
  });

  it('holds about a block per side however long the call, and hands the rest on', () => {
    const t = timeline();
    let most = 0;
    for (let ms = 0; ms < 10 * 60_000; ms += 20) {
      t.advance(20);
      t.line.push('visitor', t.frame(1));
      most = Math.max(most, t.line.heldSamples());
    }
    // A block of each side at most, plus the 0.3 s the idle side is kept behind now (so that a
    // late frame of it can still take its place) and a frame.
    expect(most).toBeLessThanOrEqual(2 * RATE + 0.3 * RATE + FRAME);
    expect(t.blocks.length).toBeGreaterThanOrEqual(599);
  });

  it('extends to the call’s end with silence, and ignores audio after the finish', () => {
    const t = timeline();
    t.advance(20);
    t.line.push('assistant', t.frame(2));
    t.line.finish(2_500);
    t.line.push('visitor', t.frame(1));
    expect(t.joined('visitor').length).toBe(2.5 * RATE);
    expect(t.blocks.at(-1)!.visitor.length).toBe(RATE / 2);
    expect(runsOf(t.joined('visitor'), 1)).toEqual([]);
  });
});
