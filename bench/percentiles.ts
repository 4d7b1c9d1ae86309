// Nearest-rank percentiles of the benches' timings (the budgets speak of p50 and p95).

/** The value below which `fraction` of `values` fall (nearest rank); NaN for none. */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * fraction) - 1)] ?? NaN;
}

/** The median (the upper one for an even count, as the benches have always reported it). */
export const p50 = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export const p95 = (values: readonly number[]) => percentile(values, 0.95);
