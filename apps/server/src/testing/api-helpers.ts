// Small helpers for driving the app through app.request() in tests.
import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { createApp, type AppDeps } from '../app.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { interviews } from '../db/schema/interviews.ts';
import { onboarding } from '../db/schema/onboarding.ts';
import { onboardingRecords } from '../db/schema/onboarding-records.ts';
import { createLogger } from '../logger.ts';
import { fastPasswordHasher } from './fast-password-hasher.ts';

/** A configuration for tests: rate limit off and a silent log unless `env` says otherwise. */
export function testConfig(env: Record<string, string> = {}): ServerConfig {
  // No limits unless a test asks for one: the tests of a suite share one app and one address.
  return loadConfig({
    SIGNUP_RATE_LIMIT: '0',
    AUTH_SIGNIN_RATE_LIMIT: '0',
    AUTH_ACCOUNT_RATE_LIMIT: '0',
    AUTH_ACCOUNT_LOCK_FAILURES: '0',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/**
 * The app on `database`, without the web app, with test defaults that `overrides` may change
 * (passwords hashed fast: see fast-password-hasher.ts).
 */
export function buildTestApp(
  database: AppDeps['database'],
  overrides: Partial<Omit<AppDeps, 'database'>> = {},
): Hono {
  return createApp({
    database,
    config: testConfig(),
    logger: createLogger('silent'),
    webDistDir: null,
    passwordHasher: fastPasswordHasher,
    ...overrides,
  });
}

/** POSTs `body` (JSON-encoded unless already a string) with a JSON content type. */
export function postJson(
  app: Hono,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  env?: unknown,
): Promise<Response> {
  return Promise.resolve(
    app.request(
      path,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      },
      env,
    ),
  );
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The ticket of a sign-up answer (201 or 409). */
export interface Ticket {
  id: string;
  token: string;
}

/** Signs `email` up through `POST /api/onboarding`: the status and the interview ticket. */
export async function postOnboarding(
  app: Hono,
  email: string,
): Promise<{ status: number; ticket: Ticket; body: Record<string, unknown> }> {
  const res = await postJson(app, '/api/onboarding', { email, user_agent: 'test-agent' });
  const body = (await res.json()) as Record<string, unknown> & { interview: Ticket };
  return { status: res.status, ticket: body.interview, body };
}

/**
 * Signs `email` up and starts its interview with the platform's call `callId`, as the page does
 * once the call connects: the interview's ticket.
 */
export async function startedInterview(
  app: Hono,
  email: string,
  start: { startedAt: string; callId: string },
): Promise<Ticket> {
  const { ticket } = await postOnboarding(app, email);
  await postJson(
    app,
    `/api/interviews/${ticket.id}/start`,
    { started_at: start.startedAt, call_id: start.callId },
    bearer(ticket.token),
  );
  return ticket;
}

/** How many onboarding rows and interviews are stored. */
export async function countRows(db: Database): Promise<{ onboarding: number; interviews: number }> {
  const [a] = await db.select({ n: count() }).from(onboarding);
  const [b] = await db.select({ n: count() }).from(interviews);
  return { onboarding: a?.n ?? 0, interviews: b?.n ?? 0 };
}

/** The error code of an API error answer. */
/** The JSON body of an answer, typed as the contract says (the test asserts it). */
export const bodyOf = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await (await res).json()) as T;

export async function errorCode(res: Response): Promise<string | undefined> {
  const body = (await res.json()) as { error?: { code?: string } };
  return body.error?.code;
}

/** The onboarding record of `email` with its interview fields, as the API names them. */
export async function storedRecord(db: Database, email: string) {
  const [row] = await db.select().from(onboardingRecords).where(eq(onboardingRecords.email, email));
  return row;
}
