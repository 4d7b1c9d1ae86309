// Retention (docs/product.md#privacy) in the browser: an owner keeps recordings and transcripts
// for 30 days on the Settings screen; an interview older than that loses its recording and
// transcript when the job runs, the person page then shows neither, and the audit log says how
// many interviews it erased. The server runs on a PostgreSQL database of the test's own, so the
// test can make the interview old (nothing in the product backdates one), and the job runs as it
// does for every operator: a minute after the server starts (it is restarted for that).
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { startOwnerOnOwnServer, type OwnerOnOwnServer } from './owner-on-own-server.ts';

const POSTGRES_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECRET = 'e2e-retention-secret';
const EMAIL = 'old@example.com';
const SAID = 'I build garden sensors.';
/** The retention job's first look comes a minute after the server starts. */
const JOB_WAIT_MS = 120_000;

/** Runs `statement` on the server at `url` with a client of its own. */
async function query(url: string, statement: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement, values);
  } finally {
    await client.end();
  }
}

let own: OwnerOnOwnServer | undefined;
let databaseUrl = '';
let dropDatabase = async () => {};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const name = `vibe_e2e_retention_${randomBytes(4).toString('hex')}`;
  try {
    await query(POSTGRES_URL, `create database "${name}"`);
  } catch {
    return; // No PostgreSQL here: the test says so and skips.
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = () => query(POSTGRES_URL, `drop database if exists "${name}" with (force)`);
  own = await startOwnerOnOwnServer(browser, {
    DATABASE_URL: databaseUrl,
    WEBHOOK_SECRET: SECRET,
    RECORDING_HOSTS: 'recordings.example',
  });
  const signUp = await own.api.post('/api/onboarding', { data: { email: EMAIL } });
  const { interview } = (await signUp.json()) as { interview: { id: string } };
  const report = await own.api.post('/api/webhooks/voice', {
    headers: { 'x-vapi-secret': SECRET },
    data: {
      message: {
        type: 'end-of-call-report',
        endedReason: 'assistant-ended-call',
        startedAt: new Date(Date.now() - 600_000).toISOString(),
        endedAt: new Date(Date.now() - 540_000).toISOString(),
        call: { id: 'retention-call', metadata: { interviewId: interview.id } },
        artifact: {
          messages: [
            { role: 'bot', message: 'What are you building?', time: Date.now() - 590_000 },
            { role: 'user', message: SAID, time: Date.now() - 580_000 },
          ],
          recordingUrl: 'https://recordings.example/retention-call.wav',
        },
        analysis: { structuredData: { q1: SAID } },
      },
    },
  });
  expect(report.status()).toBe(200);
});

test.afterAll(async () => {
  await own?.stop();
  await dropDatabase();
});

test('an owner keeps recordings 30 days: an older interview loses its recording and transcript', async () => {
  test.skip(!own, `PostgreSQL at ${POSTGRES_URL} does not answer`);
  test.setTimeout(JOB_WAIT_MS + 120_000);
  const page = await own!.owner.newPage();

  // Before: the person page has the recording and the transcript.
  await page.goto(`/admin/people/${encodeURIComponent(EMAIL)}`);
  await expect(page.getByRole('region', { name: 'Recording' })).toBeVisible();
  await expect(page.getByText(SAID).first()).toBeVisible();

  await page.goto('/admin/settings');
  await page.getByLabel('Keep recordings and transcripts').selectOption({ label: '30 days' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // The interview was made 40 days ago, as far as the database knows.
  await query(databaseUrl, `update interviews set created_at = now() - interval '40 days'`);
  await own!.server.restart();

  // The job's entry in the audit log, once it has run.
  await page.goto('/admin/audit');
  const entry = page.getByRole('row').filter({ hasText: 'retention-erase' });
  await expect(async () => {
    await page.reload();
    await expect(entry).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: JOB_WAIT_MS, intervals: [5_000] });
  await expect(entry).toContainText('retention job');
  await expect(entry).toContainText('1 interview older than 30 days');

  // After: no recording, no transcript (the product says so), the person and interview stay.
  await page.goto(`/admin/people/${encodeURIComponent(EMAIL)}`);
  await expect(page.getByText(EMAIL).first()).toBeVisible();
  await expect(page.getByText('No transcript.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recording' })).toHaveCount(0);
  await expect(page.getByText(SAID)).toHaveCount(0);
});
