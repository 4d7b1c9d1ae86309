// The pages' Lighthouse budgets and the one kind of failure they forgive.
import type { Category, FailedAudit } from './audit-page.ts';
import type { PageMedian } from './median.ts';

/** Where the avatar photos come from (docs/product.md#sign-up); unreachable offline. */
const STOCK_PHOTO_HOST = 'images.unsplash.com';

/** What one page must reach, median of the runs; a missing figure is reported only. */
export interface PageBudget {
  /** Lowest category scores (0–100). */
  minScores: Partial<Record<Category, number>>;
  /** Best practices judged audit by audit: none may fail but the offline stock photos. */
  bestPracticesAudits?: boolean;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  /** JavaScript loaded without interaction, as sent (compressed), in bytes. */
  jsBytes?: number;
}

const KB = 1000;

/** The landing page. */
export const LANDING_BUDGET: PageBudget = {
  minScores: { performance: 100, accessibility: 100, seo: 100 },
  bestPracticesAudits: true,
  fcpMs: 1200,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0,
  jsBytes: 85 * KB,
};

/** The dashboard's sign-in screen, which every organiser sees first. */
export const ADMIN_SIGNED_OUT_BUDGET: PageBudget = {
  minScores: { performance: 95, accessibility: 100 },
  lcpMs: 2000,
  tbtMs: 100,
  jsBytes: 120 * KB,
};

/** A signed-in dashboard screen with 1,000 sign-ups. */
export const ADMIN_SIGNED_IN_BUDGET: PageBudget = {
  minScores: { performance: 90 },
  lcpMs: 2500,
  jsBytes: 200 * KB,
};

/**
 * Whether a failed best-practices audit is only the stock-photo host being unreachable: the
 * browser logs each photo it could not fetch as a console error. Any other finding in the same
 * audit (a script error, a failed request to our own server) makes it a real failure.
 */
export function isOfflinePhotoFailure(audit: FailedAudit): boolean {
  if (audit.id !== 'errors-in-console' || audit.items.length === 0) return false;
  return audit.items.every((item) => {
    const location = item.sourceLocation as { url?: unknown } | undefined;
    const url = typeof location?.url === 'string' ? location.url : String(item.url ?? '');
    return item.source === 'network' && hostOf(url) === STOCK_PHOTO_HOST;
  });
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/** The page's missed budgets, in words; empty when every budget holds. */
export function budgetProblems(page: PageMedian, budget: PageBudget): string[] {
  const problems: string[] = [];
  for (const [category, lowest] of Object.entries(budget.minScores)) {
    const score = page.scores[category as Category];
    if (score < lowest) problems.push(`${category} score ${score}, budget ${lowest}`);
  }
  if (budget.bestPracticesAudits) {
    for (const audit of page.failedBestPractices) {
      if (isOfflinePhotoFailure(audit)) continue;
      problems.push(`best-practices audit failed: ${audit.id} (${audit.title})`);
    }
  }
  const over = (name: string, value: number, limit: number | undefined, unit: string) => {
    if (limit !== undefined && value > limit) {
      problems.push(`${name} ${Number(value.toFixed(3))}${unit}, budget ${limit}${unit}`);
    }
  };
  over('FCP', Math.round(page.fcpMs), budget.fcpMs, ' ms');
  over('LCP', Math.round(page.lcpMs), budget.lcpMs, ' ms');
  over('TBT', Math.round(page.tbtMs), budget.tbtMs, ' ms');
  over('CLS', page.cls, budget.cls, '');
  if (budget.jsBytes !== undefined && page.jsTransferBytes > budget.jsBytes) {
    problems.push(
      `JS ${(page.jsTransferBytes / KB).toFixed(1)} KB sent, budget ${budget.jsBytes / KB} KB`,
    );
  }
  return problems;
}
