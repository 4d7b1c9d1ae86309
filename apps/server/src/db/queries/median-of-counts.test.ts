import { describe, expect, it } from 'vitest';
import { medianOfCounts } from './median-of-counts.ts';

describe('medianOfCounts', () => {
  it('answers the middle value, or the mean of the two middle ones, as percentile_cont does', () => {
    expect(medianOfCounts([])).toBeNull();
    expect(medianOfCounts([{ value: 42, count: 0 }])).toBeNull();
    expect(medianOfCounts([{ value: 42, count: 1 }])).toBe(42);
    expect(
      medianOfCounts([
        { value: 10, count: 1 },
        { value: 20, count: 1 },
      ]),
    ).toBe(15);
    // 10, 20, 20, 20, 90: the third.
    expect(
      medianOfCounts([
        { value: 10, count: 1 },
        { value: 20, count: 3 },
        { value: 90, count: 1 },
      ]),
    ).toBe(20);
    // 10, 10, 30, 30: between the second and the third, across two counted values.
    expect(
      medianOfCounts([
        { value: 10, count: 2 },
        { value: 30, count: 2 },
      ]),
    ).toBe(20);
  });

  it('agrees with sorting every value out', () => {
    const counted = [3, 0, 5, 1, 8, 2].map((count, i) => ({ value: 60 + i * 7, count }));
    const all = counted.flatMap(({ value, count }) => Array<number>(count).fill(value));
    const middle = (all.length - 1) / 2;
    const expected = (all[Math.floor(middle)]! + all[Math.ceil(middle)]!) / 2;
    expect(medianOfCounts(counted)).toBe(expected);
  });
});
