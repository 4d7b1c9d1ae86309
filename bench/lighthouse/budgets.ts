// The landing page's Lighthouse budgets (issue 13) and the one kind of failure they forgive.
import type { FailedAudit } from './audit-page.ts';
import type { PageMedian } from './median.ts';

/** Where the avatar photos come from (spec §2); unreachable on a machine without a network. */
const STOCK_PHOTO_HOST = 'images.unsplash.com';

export const LANDING_BUDGETS = {
  /** Category scores that must be 100; best practices is judged audit by audit below. */
  perfectScores: ['performance', 'accessibility', 'seo'] as const,
  fcpMs: 1200,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0,
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

/** The landing page's missed budgets, in words; empty when every budget holds. */
export function landingBudgetProblems(page: PageMedian): string[] {
  const problems: string[] = [];
  for (const category of LANDING_BUDGETS.perfectScores) {
    const score = page.scores[category];
    if (score < 100) problems.push(`${category} score ${score}, budget 100`);
  }
  for (const audit of page.failedBestPractices) {
    if (isOfflinePhotoFailure(audit)) continue;
    problems.push(`best-practices audit failed: ${audit.id} (${audit.title})`);
  }
  const { fcpMs, lcpMs, tbtMs, cls } = LANDING_BUDGETS;
  if (page.fcpMs > fcpMs) problems.push(`FCP ${Math.round(page.fcpMs)} ms, budget ${fcpMs} ms`);
  if (page.lcpMs > lcpMs) problems.push(`LCP ${Math.round(page.lcpMs)} ms, budget ${lcpMs} ms`);
  if (page.tbtMs > tbtMs) problems.push(`TBT ${Math.round(page.tbtMs)} ms, budget ${tbtMs} ms`);
  if (page.cls > cls) problems.push(`CLS ${page.cls.toFixed(3)}, budget ${cls}`);
  return problems;
}
