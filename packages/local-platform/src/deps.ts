import type { PlatformDatabase } from './db/database.ts';
import type { ReportSender } from './outbound/report-sender.ts';
import type { RecordingService } from './recordings/recording-service.ts';
import type { ResourceStore } from './store/resource-store.ts';
import type { Tasks } from './tasks.ts';
import type { BodyValidator } from './validation/body-validator.ts';

/** Where the platform reports what it does; never given secrets. */
export interface PlatformLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Timings of the simulated phone calls (ms from creation), adjustable for tests. */
export interface CallTimings {
  ringingAfterMs: number;
  inProgressAfterMs: number;
  endedAfterMs: number;
  /** A web or websocket call that no client joined by then ends, as on the provider (60 s). */
  unjoinedCallEndsAfterMs: number;
}

/** What every route file gets: storage, validation, time, ids and the platform's settings. */
export interface PlatformDeps {
  db: PlatformDatabase;
  store: ResourceStore;
  validator: BodyValidator;
  clock: () => Date;
  newId: () => string;
  /** The platform's public URL, including its mount path (`http://host:8080/platform`). */
  publicBaseUrl: string;
  /** Where one request's client reaches the platform, when it differs per request. */
  publicBaseUrlFor?: (request: Request) => string;
  /** The product's webhook route, set as the seeded assistant's server URL. */
  webhookUrl?: string;
  /**
   * Posts reports to servers: the product's secret to the product's own webhook URL only, every
   * other URL through the address guard.
   */
  reports: ReportSender;
  /** Erases a call for good: its live session, record, recordings and request logs. */
  eraseCall(callId: string): Promise<boolean>;
  /** The platform's own requests to services its operator configured (speech to text). */
  fetch: typeof fetch;
  /** The org created at first start (the keys' org). */
  orgId: string;
  tasks: Tasks;
  log: PlatformLogger;
  callTimings: CallTimings;
  /** Call recordings: their store, URL signing and erasure. */
  recordings: RecordingService;
}
