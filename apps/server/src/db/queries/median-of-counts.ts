/** A value and how many times it occurs. */
export interface CountedValue {
  value: number;
  count: number;
}

/**
 * The median of values given with their counts, in ascending order of value, as PostgreSQL's
 * `percentile_cont(0.5)` gives it: the middle value, or the mean of the two middle ones; null
 * for none.
 * @example medianOfCounts([{ value: 60, count: 1 }, { value: 90, count: 1 }]) // 75
 */
export function medianOfCounts(values: readonly CountedValue[]): number | null {
  const total = values.reduce((sum, v) => sum + v.count, 0);
  if (total <= 0) return null;
  // 0-based positions of the middle one or two values.
  const lower = Math.floor((total - 1) / 2);
  const upper = Math.ceil((total - 1) / 2);
  let seen = 0;
  let lowerValue: number | null = null;
  for (const { value, count } of values) {
    seen += count;
    if (lowerValue === null && seen > lower) lowerValue = value;
    if (seen > upper) return ((lowerValue ?? value) + value) / 2;
  }
  return lowerValue;
}
