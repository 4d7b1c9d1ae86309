// Reduces several Lighthouse runs of one page to one set of figures: each figure's median, so
// one slow run on the shared machine moves nothing.
import type { Category, FailedAudit, PageRun } from './audit-page.ts';
import { CATEGORIES } from './audit-page.ts';

/**
 * The figures of one run ({@link PageRun}), each the median over the runs; the failed
 * best-practices audits are those of every run (by id; the first run's findings kept).
 */
export type PageMedian = PageRun;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function medianOf(runs: PageRun[]): PageMedian {
  const of = (pick: (run: PageRun) => number) => median(runs.map(pick));
  const failed = new Map<string, FailedAudit>();
  for (const audit of runs.flatMap((run) => run.failedBestPractices)) {
    if (!failed.has(audit.id)) failed.set(audit.id, audit);
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, of((run) => run.scores[id])])) as Record<
      Category,
      number
    >,
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    jsTransferBytes: of((run) => run.jsTransferBytes),
    jsResourceBytes: of((run) => run.jsResourceBytes),
    failedBestPractices: [...failed.values()],
    benchmarkIndex: of((run) => run.benchmarkIndex),
  };
}

/** The figures the bench prints with their spread over the runs. */
export const SPREAD_FIGURES = {
  performance: (run: PageRun) => run.scores.performance,
  'FCP ms': (run: PageRun) => run.fcpMs,
  'LCP ms': (run: PageRun) => run.lcpMs,
  'TBT ms': (run: PageRun) => run.tbtMs,
  CLS: (run: PageRun) => run.cls,
  'JS KB sent': (run: PageRun) => run.jsTransferBytes / 1000,
  benchmarkIndex: (run: PageRun) => run.benchmarkIndex,
} as const;

export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** Median, min and max of each of {@link SPREAD_FIGURES} over `runs`. */
export function spreadOf(runs: PageRun[]): Record<keyof typeof SPREAD_FIGURES, Spread> {
  return Object.fromEntries(
    Object.entries(SPREAD_FIGURES).map(([name, pick]) => {
      const values = runs.map(pick);
      return [name, { median: median(values), min: Math.min(...values), max: Math.max(...values) }];
    }),
  ) as Record<keyof typeof SPREAD_FIGURES, Spread>;
}
