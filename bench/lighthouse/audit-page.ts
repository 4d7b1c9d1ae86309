// One Lighthouse run of one page, in a fresh Chromium, reduced to the figures the bench prints
// and checks. Lighthouse's default configuration is the mobile preset: a phone-sized screen,
// simulated slow 4G and a 4× CPU slowdown.
import { writeFileSync } from 'node:fs';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { launchChromium } from './launch-chromium.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** What one run measured: scores 0–100, times in ms, CLS unitless, bytes as transferred. */
export interface PageRun {
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript the page loaded without interaction, as sent (compressed) and decoded. */
  jsTransferBytes: number;
  jsResourceBytes: number;
  /** Best-practices audits that did not pass, with what they found. */
  failedBestPractices: FailedAudit[];
  /**
   * Lighthouse's measure of this machine's speed for the run (`environment.benchmarkIndex`):
   * figures from machines with different indexes cannot be compared.
   */
  benchmarkIndex: number;
}

export interface FailedAudit {
  id: string;
  title: string;
  items: Array<Record<string, unknown>>;
}

const FLAGS: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: [...CATEGORIES],
  // A page that never settles fails the run after this long instead of hanging the bench.
  maxWaitForLoad: 30_000,
};

interface NetworkRequestItem {
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

function numericValue(lhr: Result, auditId: string): number {
  const value = lhr.audits[auditId]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse reported no value for ${auditId}`);
  return value;
}

function scriptBytes(lhr: Result): { transfer: number; resource: number } {
  const details = lhr.audits['network-requests']?.details;
  const items = (details && 'items' in details ? details.items : []) as NetworkRequestItem[];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  return {
    transfer: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    resource: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
  };
}

function failedBestPractices(lhr: Result): FailedAudit[] {
  const refs = lhr.categories['best-practices']?.auditRefs ?? [];
  return refs.flatMap(({ id }) => {
    const audit = lhr.audits[id];
    // Informative and not-applicable audits have no score; they can never fail.
    if (!audit || audit.score === null || audit.score >= 1) return [];
    const details = audit.details;
    const items = (details && 'items' in details ? details.items : []) as FailedAudit['items'];
    return [{ id, title: audit.title, items }];
  });
}

/**
 * Lighthouse sometimes loses the trace of a load (NO_NAVSTART, NO_FCP) on a busy machine; such a
 * run measured nothing, so it is repeated in a fresh browser, up to this many attempts.
 */
const ATTEMPTS = 3;

async function runLighthouse(
  url: string,
  headers: Record<string, string>,
): Promise<{ lhr: Result; report: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await launchChromium();
    try {
      const extraHeaders = Object.keys(headers).length > 0 ? headers : undefined;
      const result = await lighthouse(url, { ...FLAGS, extraHeaders, port: chrome.port });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr, report } = result;
      if (!lhr.runtimeError) return { lhr, report: typeof report === 'string' ? report : '' };
      const failure = `${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      if (attempt >= ATTEMPTS) throw new Error(`Lighthouse failed on ${url}: ${failure}`);
      console.warn(`  Lighthouse lost the run (${lhr.runtimeError.code}); trying again`);
    } finally {
      chrome.kill();
    }
  }
}

/**
 * Audits `url` once and keeps Lighthouse's JSON report in `reportPath`. `headers` go with every
 * request of the page (a signed-in organiser's session cookie).
 */
export async function auditPage(
  url: string,
  reportPath: string,
  headers: Record<string, string> = {},
): Promise<PageRun> {
  const { lhr, report } = await runLighthouse(url, headers);
  writeFileSync(reportPath, report || JSON.stringify(lhr));
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const js = scriptBytes(lhr);
  return {
    scores,
    fcpMs: numericValue(lhr, 'first-contentful-paint'),
    lcpMs: numericValue(lhr, 'largest-contentful-paint'),
    tbtMs: numericValue(lhr, 'total-blocking-time'),
    cls: numericValue(lhr, 'cumulative-layout-shift'),
    jsTransferBytes: js.transfer,
    jsResourceBytes: js.resource,
    failedBestPractices: failedBestPractices(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
