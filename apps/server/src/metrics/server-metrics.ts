// What the server tells Prometheus (`GET /metrics`). Each app instance has its own registry, so
// tests that build many apps never collide on metric names. Every label takes few values:
// route patterns (never raw paths), status codes, and fixed outcome and reason names.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Read at scrape time; whichever the server can answer are exposed. */
export interface MetricGauges {
  /** Live calls on the local platform (local mode). */
  liveCalls?: () => number;
  /** Speech synthesis jobs waiting for the synthesizer (local mode). */
  speechQueueDepth?: () => number;
}

/** How many interviews are in each status, read at scrape time. */
export type InterviewCounter = () => Promise<Record<string, number>>;

/** The server's metrics: what the code records, and the registry `/metrics` answers. */
export interface ServerMetrics {
  registry: Registry;
  /** One HTTP request answered: its method, route pattern, status and duration. */
  requestFinished(method: string, route: string, status: number, seconds: number): void;
  /** A sign-up: a new e-mail, or a known one starting another interview. */
  signedUp(kind: 'new' | 'known'): void;
  /** An end-of-call report taken, with what became of it (`stored`, `unknown_call`…). */
  reportReceived(outcome: string): void;
  /** A message to the voice webhook refused, with the error code it was answered with. */
  reportRefused(reason: string): void;
  /** From `POST /call/web` to the call's first assistant audio frame. */
  callStarted(latencySeconds: number): void;
  /** Exposes these gauges (replacing earlier sources of the same gauge). */
  readGauges(gauges: MetricGauges): void;
  /**
   * Exposes interviews by status from `count`, reused for {@link INTERVIEW_COUNT_CACHE_MS};
   * a failed count is told to `onError` and the last counts are answered.
   */
  countInterviews(count: InterviewCounter, onError?: (error: unknown) => void): void;
}

/** Methods named as they are; anything else as `other`, so a client cannot mint label values. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** How long an interview count is reused: scrapes from several servers share one query. */
export const INTERVIEW_COUNT_CACHE_MS = 10_000;

/**
 * Creates the metrics of one app. With `processDefaults`, prom-client's process metrics (CPU,
 * memory, event loop lag, handles…) are collected too.
 * @example const metrics = createMetrics({ processDefaults: true }); await metrics.registry.metrics();
 */
export function createMetrics(options: { processDefaults?: boolean } = {}): ServerMetrics {
  const registry = new Registry();
  if (options.processDefaults) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Histogram({
    name: 'vibe_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  /** A counter with one label, in this app's registry. */
  const counter = <Label extends string>(name: string, help: string, label: Label) =>
    new Counter<Label>({ name, help, labelNames: [label], registers });
  const signups = counter(
    'vibe_signups_total',
    'Sign-ups: kind="new" for a new e-mail, "known" for a known one starting another interview.',
    'kind',
  );
  const received = counter(
    'vibe_call_reports_received_total',
    'End-of-call reports taken by the voice webhook, by what became of them.',
    'outcome',
  );
  const refused = counter(
    'vibe_call_reports_refused_total',
    'Messages to the voice webhook refused, by the error code they were answered with.',
    'reason',
  );
  const callStart = new Histogram({
    name: 'vibe_call_start_latency_seconds',
    help: "From POST /call/web to the call's first assistant audio frame on its socket.",
    buckets: [0.1, 0.25, 0.5, 1, 1.5, 2, 3, 5, 10, 30],
    registers,
  });

  const sources: MetricGauges = {};
  const gauge = (name: string, help: string, read: () => number | undefined) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read() ?? 0);
      },
    });
  let liveCalls: Gauge | undefined;
  let speechQueue: Gauge | undefined;
  let interviews: Gauge<'status'> | undefined;

  return {
    registry,
    requestFinished(method, route, status, seconds) {
      const shown = METHODS.has(method) ? method : 'other';
      requests.observe({ method: shown, route, status: String(status) }, seconds);
    },
    signedUp: (kind) => signups.inc({ kind }),
    reportReceived: (outcome) => received.inc({ outcome }),
    reportRefused: (reason) => refused.inc({ reason }),
    callStarted: (latencySeconds) => callStart.observe(latencySeconds),
    readGauges(gauges) {
      Object.assign(sources, gauges);
      if (gauges.liveCalls) {
        liveCalls ??= gauge('vibe_live_calls', 'Calls live on the local platform now.', () =>
          sources.liveCalls?.(),
        );
      }
      if (gauges.speechQueueDepth) {
        speechQueue ??= gauge(
          'vibe_speech_queue_depth',
          'Speech synthesis jobs waiting for the synthesizer now.',
          () => sources.speechQueueDepth?.(),
        );
      }
    },
    countInterviews(count, onError) {
      if (interviews) return;
      let cached: { at: number; counts: Record<string, number> } | undefined;
      interviews = new Gauge({
        name: 'vibe_interviews',
        help: 'Interviews by status, as the database holds them (every server agrees).',
        labelNames: ['status'] as const,
        registers,
        async collect() {
          if (!cached || Date.now() - cached.at >= INTERVIEW_COUNT_CACHE_MS) {
            // A failed read keeps the last counts: one failed query must not fail the scrape.
            const counts = await count().catch((error: unknown) => {
              onError?.(error);
              return cached?.counts;
            });
            if (counts) cached = { at: Date.now(), counts };
          }
          for (const [status, value] of Object.entries(cached?.counts ?? {})) {
            this.set({ status }, value);
          }
        },
      });
    },
  };
}
