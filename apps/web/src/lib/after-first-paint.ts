/** Hidden pages paint nothing; after this long the task runs anyway. */
const HIDDEN_PAGE_FALLBACK_MS = 1000;

function whenFirstContentfulPaint(run: () => void): boolean {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return false;
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    run();
  });
  // `buffered`: the paint may already have happened when this runs.
  observer.observe({ type: 'paint', buffered: true });
  return true;
}

/**
 * Runs `task` once, after the browser has shown the page's first content: when it reports its
 * first contentful paint, or where it cannot tell, after two animation frames (the second starts
 * once the first was painted). Used to start work the first paint must not wait for, like
 * loading and hydrating the app.
 *
 * @example afterFirstPaint(() => void import('./app/start.tsx'));
 */
export function afterFirstPaint(task: () => void): void {
  let done = false;
  const runOnce = () => {
    if (done) return;
    done = true;
    // A task of its own: not inside the paint's bookkeeping.
    setTimeout(task, 0);
  };
  if (!whenFirstContentfulPaint(runOnce)) {
    requestAnimationFrame(() => requestAnimationFrame(runOnce));
  }
  setTimeout(runOnce, HIDDEN_PAGE_FALLBACK_MS);
}
