// Soak: mixed traffic at a fixed rate against the server as `npm start` runs it (built
// JavaScript, its own process, embedded PGlite in a fresh folder, the local platform) for
// SOAK_SECONDS: sign-ups (each followed by its interview's start), transcript saves on open
// interviews, and voice-config reads. Budgets: zero errors (every answer the expected status),
// and resident memory at the end within 10 % (or 30 MB, whichever is more) of what it was
// after the warm-up. Reports p50/p99 per kind of request.
// Env: SOAK_SECONDS (default 300), SOAK_RATE requests per second (default 20). An answer that
// takes longer than REQUEST_TIMEOUT_MS counts as an error.
import { buildServer, startBenchServer } from './server-process.ts';

const SECONDS = Math.max(10, Number(process.env.SOAK_SECONDS ?? 300) || 300);
const RATE = Math.max(1, Number(process.env.SOAK_RATE ?? 20) || 20);
const REQUEST_TIMEOUT_MS = 30_000;
const WARM_UP_SECONDS = Math.min(30, Math.round(SECONDS / 5));
const RSS_GROWTH_FRACTION = 0.1;
const RSS_GROWTH_FLOOR_MB = 30;
/** Transcript lines per interview before the soak moves on to a fresh one. */
const LINES_PER_INTERVIEW = 40;

type Kind = 'sign-up' | 'start' | 'transcript' | 'voice-config';

interface Interview {
  id: string;
  token: string;
  lines: number;
  busy: boolean;
}

const latencies: Record<Kind, number[]> = {
  'sign-up': [],
  start: [],
  transcript: [],
  'voice-config': [],
};
const failures: string[] = [];

async function timed(kind: Kind, expected: number, send: () => Promise<Response>) {
  const started = performance.now();
  try {
    const answer = await send();
    const body = await answer.text();
    latencies[kind].push(performance.now() - started);
    if (answer.status !== expected)
      failures.push(`${kind}: ${answer.status} ${body.slice(0, 120)}`);
    return answer.status === expected ? body : undefined;
  } catch (error) {
    failures.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

const post = (url: string, body: unknown, token?: string) =>
  fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.floor(q * (sorted.length - 1))] ?? 0).toFixed(1));
};

async function main(): Promise<void> {
  buildServer();
  const server = await startBenchServer('built', { SIGNUP_RATE_LIMIT: '0' });
  const open: Interview[] = [];
  let onboardings = 0;

  const signUpAndStart = async () => {
    const email = `soak-${process.pid}-${onboardings++}@example.com`;
    const body = await timed('sign-up', 201, () =>
      post(`${server.url}/api/onboarding`, { email, user_agent: 'soak' }),
    );
    if (!body) return;
    const { interview } = JSON.parse(body) as { interview: { id: string; token: string } };
    const started = await timed('start', 200, () =>
      post(
        `${server.url}/api/interviews/${interview.id}/start`,
        { started_at: new Date().toISOString() },
        interview.token,
      ),
    );
    if (started) open.push({ ...interview, lines: 0, busy: false });
  };

  const saveTranscript = async () => {
    const interview = open.find((candidate) => !candidate.busy);
    if (!interview) return signUpAndStart();
    interview.busy = true;
    const line = {
      role: interview.lines % 2 ? 'user' : 'assistant',
      text: `line ${interview.lines} of the soak's interview`,
      timestamp: new Date().toISOString(),
    };
    await timed('transcript', 200, () =>
      post(
        `${server.url}/api/interviews/${interview.id}/transcript`,
        { from_index: interview.lines, entries: [line] },
        interview.token,
      ),
    );
    interview.lines += 1;
    interview.busy = false;
    if (interview.lines >= LINES_PER_INTERVIEW) open.splice(open.indexOf(interview), 1);
  };

  const readVoiceConfig = () =>
    timed('voice-config', 200, () =>
      fetch(`${server.url}/api/voice-config`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
    );

  // One request every 1/RATE s, whatever the answers' speed (an open model, like visitors):
  // per 4 slots one sign-up, two transcript saves, one voice-config read.
  const mix = [signUpAndStart, saveTranscript, readVoiceConfig, saveTranscript];
  const inFlight = new Set<Promise<unknown>>();
  let slot = 0;
  let warmRss = 0;
  const begun = performance.now();
  console.log(`Soak: ${SECONDS} s at ${RATE} requests/s (warm-up ${WARM_UP_SECONDS} s)…`);
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = (performance.now() - begun) / 1000;
      if (elapsed >= SECONDS) {
        clearInterval(timer);
        resolve();
        return;
      }
      if (!warmRss && elapsed >= WARM_UP_SECONDS) {
        warmRss = server.memoryMb().rss;
        console.log(`  after warm-up: RSS ${warmRss.toFixed(1)} MB`);
      }
      const request = mix[slot++ % mix.length]!();
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
    }, 1000 / RATE);
  });
  await Promise.all(inFlight);
  const endRss = server.memoryMb().rss;
  await server.stop();

  const allowedMb = Math.max(warmRss * RSS_GROWTH_FRACTION, RSS_GROWTH_FLOOR_MB);
  const all = Object.values(latencies).flat();
  console.table(
    (Object.keys(latencies) as Kind[]).map((kind) => ({
      request: kind,
      count: latencies[kind].length,
      'p50 ms': percentile(latencies[kind], 0.5),
      'p99 ms': percentile(latencies[kind], 0.99),
    })),
  );
  console.log(
    `  all: ${all.length} requests, p99 ${percentile(all, 0.99)} ms; errors ${failures.length}`,
  );
  console.log(
    `  RSS after warm-up ${warmRss.toFixed(1)} MB, at the end ${endRss.toFixed(1)} MB (growth allowed: ${allowedMb.toFixed(1)} MB)`,
  );
  let failed = false;
  if (failures.length > 0) {
    console.error(
      `Errors (${failures.length}), first ones:\n  ${failures.slice(0, 5).join('\n  ')}`,
    );
    failed = true;
  }
  if (endRss - warmRss > allowedMb) {
    console.error(`Resident memory grew by ${(endRss - warmRss).toFixed(1)} MB during the soak.`);
    failed = true;
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
