import { createHmac } from 'node:crypto';
// Driving the dashboard's API in tests the way its page does: organisers signed in through
// better-auth's own route, the session cookie sent back, and the page's Origin on changes.
import type { OrganiserRole } from '@vibe/contracts/admin';
import type { Hono } from 'hono';
import { createOrganiser } from '../admin/organisers.ts';
import type { Database } from '../db/client.ts';
import { bearer, postJson, postOnboarding, type Ticket } from './api-helpers.ts';
import { answeredTranscript } from './answered-transcript.ts';
import { fastPasswordHasher } from './fast-password-hasher.ts';

/** The origin of requests made with app.request('/…'). */
export const TEST_ORIGIN = 'http://localhost';

export const TEST_PASSWORD = 'correct horse battery';

/** An organiser's session: `request` sends its cookie (and the page's Origin). */
export interface OrganiserSession {
  email: string;
  cookie: string;
  request(path: string, init?: RequestInit): Promise<Response>;
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookieHeader(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Signs in through `POST /api/auth/sign-in/email`. */
export function signInRequest(app: Hono, email: string, password = TEST_PASSWORD) {
  return Promise.resolve(
    app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ email, password }),
    }),
  );
}

/** Creates an organiser with {@link TEST_PASSWORD} (hashed the fast way tests use). */
export async function createTestOrganiser(
  db: Database,
  email: string,
  role: OrganiserRole = 'owner',
): Promise<void> {
  const created = await createOrganiser(
    db,
    { email, password: TEST_PASSWORD, role },
    { hasher: fastPasswordHasher },
  );
  if (!created.ok) throw new Error(`could not create ${email}: ${created.error}`);
}

/** Creates an organiser and signs it in. */
export async function organiserSession(
  app: Hono,
  db: Database,
  email: string,
  role: OrganiserRole = 'owner',
): Promise<OrganiserSession> {
  await createTestOrganiser(db, email, role);
  const res = await signInRequest(app, email);
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = cookieHeader(res);
  return {
    email,
    cookie,
    request: (path, init = {}) =>
      Promise.resolve(
        app.request(path, {
          ...init,
          headers: { origin: TEST_ORIGIN, cookie, ...(init.headers as Record<string, string>) },
        }),
      ),
  };
}

/** Sends `body` as JSON with `method` in `session`. */
export function sendJson(
  session: OrganiserSession,
  method: string,
  path: string,
  body: unknown,
): Promise<Response> {
  return session.request(path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The current RFC 6238 code (SHA-1, 6 digits, 30 s) of an `otpauth://` URI's secret. */
export function totpCode(otpauthUri: string, now = Date.now()): string {
  const secret = new URL(otpauthUri).searchParams.get('secret') ?? '';
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)?.map((byte) => parseInt(byte, 2)) ?? []);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0xf;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/**
 * A completed interview's transcript: every question of the seeded interview asked and
 * answered, the first answer with a CSV formula, quotes and a line break in it.
 */
export const SAMPLE_TRANSCRIPT = answeredTranscript().map((entry, index) =>
  index === 1 ? { ...entry, text: '=HYPERLINK("x"), "quoted"\nnext line' } : entry,
);

/** Signs `email` up and completes its interview with {@link SAMPLE_TRANSCRIPT}, `seconds` long. */
export async function completeInterview(app: Hono, email: string, seconds = 60): Promise<Ticket> {
  const { ticket } = await postOnboarding(app, email);
  await postJson(
    app,
    `/api/interviews/${ticket.id}/start`,
    { started_at: '2026-01-01T10:00:00Z' },
    bearer(ticket.token),
  );
  const res = await postJson(
    app,
    `/api/interviews/${ticket.id}/complete`,
    {
      completed_at: '2026-01-01T10:01:00Z',
      transcript: SAMPLE_TRANSCRIPT,
      duration_seconds: seconds,
    },
    bearer(ticket.token),
  );
  if (res.status !== 200) throw new Error(`could not complete the interview: ${res.status}`);
  return ticket;
}
