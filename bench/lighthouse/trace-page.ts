// Records a Chromium performance trace of one page under 4× CPU throttling and lists its long
// tasks with what ran inside them, so a slow page is fixed from evidence, not guesses.
// Usage (server running, e.g. `npm start`): `node --import tsx bench/lighthouse/trace-page.ts
// http://127.0.0.1:8080/ [out.json]`. The trace opens in Chromium's Performance panel.
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumPath } from '@vibe/e2e/chromium';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
}

const LONG_TASK_US = 50_000;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  '__metadata',
].join(',');

/** The renderer main thread of the page: the thread named CrRendererMain with the most work. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const busy = new Map<string, number>();
  const names = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && names.has(key)) busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const [key] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!key) throw new Error('no renderer main thread in the trace');
  const [pid, tid] = key.split(':').map(Number);
  return { pid: pid!, tid: tid! };
}

function describe(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const url = (data.url ?? data.scriptName ?? data.functionName ?? '') as string;
  const short = url.replace(/^https?:\/\/[^/]+/, '');
  return short ? `${event.name} ${short}` : event.name;
}

export async function traceLongTasks(url: string, out?: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    const done = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    await cdp.send('Tracing.end');
    await done;
    if (out) writeFileSync(out, JSON.stringify({ traceEvents: events }));
    const { pid, tid } = mainThread(events);
    const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
    const navigation = events.find((e) => e.name === 'navigationStart')?.ts ?? onMain[0]?.ts ?? 0;
    const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= LONG_TASK_US);
    console.log(
      `${url}: ${tasks.length} long tasks (≥ 50 ms at 4× CPU), ${Date.now() - started} ms`,
    );
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      const inside = onMain
        .filter((e) => e !== task && e.ts >= task.ts && e.ts < end && (e.dur ?? 0) >= 3000)
        .map((e) => `    ${Math.round((e.dur ?? 0) / 1000)} ms ${describe(e)}`);
      console.log(
        `  at ${Math.round((task.ts - navigation) / 1000)} ms: ${Math.round((task.dur ?? 0) / 1000)} ms`,
      );
      console.log([...new Set(inside)].slice(0, 12).join('\n'));
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, out] = process.argv.slice(2);
  if (!url) throw new Error('usage: trace-page.ts <url> [out.json]');
  await traceLongTasks(url, out);
}
