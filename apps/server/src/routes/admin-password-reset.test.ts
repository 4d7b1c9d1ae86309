import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/admin.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import type { MailWorker } from '../mail/worker.ts';
import { startTestMailWorker } from '../testing/test-mail-worker.ts';
import {
  cookieHeader,
  createTestOrganiser,
  organiserSession,
  sendJson,
  signInRequest,
  TEST_ORIGIN,
  TEST_PASSWORD,
  totpCode,
} from '../testing/admin-helpers.ts';
import { buildTestApp, postJson, testConfig } from '../testing/api-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server.ts';

const OWNER = 'owner@example.com';
const STRONG = 'plum ferry velvet 84';
/** Where links point without PUBLIC_URL: the server's own address (testConfig's port 8080). */
const OWN_ORIGIN = 'http://localhost:8080';
const RESET_LINK = /(\S+)\/admin\/reset-password#([A-Za-z0-9%_-]+)/;

/** better-auth's flat error body, or ours (`{error: {…}}`). */
async function refusal(res: Response): Promise<{ code?: string; message?: string }> {
  const body = (await res.json()) as { code?: string; message?: string; error?: object };
  return (body.error ?? body) as { code?: string; message?: string };
}

/** "Forgot password?", the invitation e-mail, and both without SMTP_URL. */
describeOnEachDatabase((context) => {
  let smtp: SmtpTestServer | undefined;
  let worker: MailWorker | undefined;
  afterEach(async () => {
    await worker?.stop();
    await smtp?.close();
    worker = undefined;
    smtp = undefined;
  });

  /** An app that sends e-mail to a real SMTP server, and the worker that sends its outbox. */
  async function mailingApp(env: Record<string, string> = {}): Promise<Hono> {
    smtp = await startSmtpTestServer();
    const config = testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@vibe.example', ...env });
    worker = startTestMailWorker(context().database.db, smtp.url);
    return buildTestApp(context().database, { config });
  }

  const requestReset = (app: Hono, email: string, headers: Record<string, string> = {}) =>
    postJson(
      app,
      '/api/auth/request-password-reset',
      { email },
      { origin: TEST_ORIGIN, ...headers },
    );

  const reset = (app: Hono, token: string, newPassword: string) =>
    postJson(app, '/api/auth/reset-password', { token, newPassword }, { origin: TEST_ORIGIN });

  /** Sends what is queued, then the reset e-mail's link: its origin and token. */
  async function resetMail(to = OWNER): Promise<{ origin: string; token: string; text: string }> {
    await worker!.runOnce();
    const mail = await smtp!.next((m) => m.to.includes(to) && m.subject.includes('password'));
    const [, origin, token] = RESET_LINK.exec(mail.text) ?? [];
    expect(mail.html).toContain(`${origin}/admin/reset-password#${token}`);
    return { origin: origin!, token: decodeURIComponent(token!), text: mail.text };
  }

  describe('forgot password', () => {
    it('e-mails a link; the new password ends every session and is the one that signs in', async () => {
      const app = await mailingApp();
      const { db } = context().database;
      const owner = await organiserSession(app, db, OWNER);
      expect((await owner.request('/api/admin/me')).status).toBe(200);

      const asked = await requestReset(app, OWNER);
      expect(asked.status).toBe(200);
      const { origin, token, text } = await resetMail();
      expect(origin).toBe(OWN_ORIGIN);
      expect(text).toContain('60 minutes');

      const done = await reset(app, token, STRONG);
      expect(done.status).toBe(200);
      expect((await owner.request('/api/admin/me')).status).toBe(401);
      expect((await signInRequest(app, OWNER, TEST_PASSWORD)).status).toBe(401);
      expect((await signInRequest(app, OWNER, STRONG)).status).toBe(200);
      // The link opens once.
      expect((await reset(app, token, 'another strong pass 42')).status).toBe(400);

      const audit = await db.select().from(auditLog);
      expect(audit.map((entry) => [entry.action, entry.target])).toEqual(
        expect.arrayContaining([
          ['password-reset-request', OWNER],
          ['password-reset', OWNER],
        ]),
      );
      // The outbox keeps no link once the message is sent.
      const [row] = await db.select().from(mailOutbox);
      expect(row).toMatchObject({ kind: 'password-reset', status: 'sent', text: null });
    });

    it('answers an unknown address exactly as a known one, and sends nothing', async () => {
      const app = await mailingApp();
      const { db } = context().database;
      await organiserSession(app, db, OWNER);
      const known = await requestReset(app, OWNER);
      const unknown = await requestReset(app, 'nobody@example.com');
      expect(unknown.status).toBe(known.status);
      expect(await unknown.json()).toEqual(await known.json());
      const rows = await db.select().from(mailOutbox);
      expect(rows.map((row) => row.to)).toEqual([OWNER]);
      expect(await worker!.runOnce()).toBe(1);
      await smtp!.next();
      expect(smtp!.received.map((mail) => mail.to)).toEqual([[OWNER]]);
      const audit = await db.select().from(auditLog);
      expect(JSON.stringify(audit)).not.toContain('nobody@example.com');
    });

    it('refuses a weak new password with the reason, and the link still works after', async () => {
      const app = await mailingApp();
      await organiserSession(app, context().database.db, OWNER);
      await requestReset(app, OWNER);
      const { token } = await resetMail();
      const weak = await reset(app, token, 'aaaaaaaaaa');
      expect(weak.status).toBe(400);
      const { code, message } = await refusal(weak);
      expect(code).toBe('weak_password');
      expect(message).toContain('Repeated characters like "aaa" are easy to guess.');
      // The organiser's own address is a word a password may not lean on, as everywhere.
      expect((await reset(app, token, `${OWNER}1`)).status).toBe(400);
      expect((await reset(app, token, STRONG)).status).toBe(200);
    });

    it('is counted per client address and per e-mail, known or not', async () => {
      const app = await mailingApp({ AUTH_SIGNIN_RATE_LIMIT: '100', AUTH_ACCOUNT_RATE_LIMIT: '2' });
      await organiserSession(app, context().database.db, OWNER);
      for (const email of [OWNER, 'nobody@example.com']) {
        expect((await requestReset(app, email)).status).toBe(200);
        expect((await requestReset(app, email)).status).toBe(200);
        const third = await requestReset(app, email);
        expect(third.status).toBe(429);
        expect(third.headers.get('retry-after')).toBeTruthy();
      }
      // Asking for resets leaves the account's sign-in budget alone.
      expect((await signInRequest(app, OWNER)).status).toBe(200);

      const perAddress = await mailingApp({ AUTH_SIGNIN_RATE_LIMIT: '2' });
      expect((await requestReset(perAddress, 'a@example.com')).status).toBe(200);
      expect((await requestReset(perAddress, 'b@example.com')).status).toBe(200);
      expect((await requestReset(perAddress, 'c@example.com')).status).toBe(429);
    });

    it('never builds the link from a forged Host or X-Forwarded-Host without TRUST_PROXY', async () => {
      const app = await mailingApp();
      await organiserSession(app, context().database.db, OWNER);
      // Host and Origin agree (as a script can make them), the forwarded host too.
      const forged = await app.request('http://evil.example/api/auth/request-password-reset', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        },
        body: JSON.stringify({ email: OWNER }),
      });
      expect(forged.status).toBe(200);
      const { origin } = await resetMail();
      expect(origin).toBe(OWN_ORIGIN);
    });

    it('follows PUBLIC_URL, and a trusted proxy when TRUST_PROXY is on', async () => {
      const publicApp = await mailingApp({ PUBLIC_URL: 'https://vibe.example' });
      await createTestOrganiser(context().database.db, OWNER);
      await requestReset(publicApp, OWNER, { origin: 'https://vibe.example' });
      expect((await resetMail()).origin).toBe('https://vibe.example');
      await worker?.stop();
      await smtp?.close();

      const proxied = await mailingApp({ TRUST_PROXY: '1' });
      const res = await proxied.request('http://10.0.0.5:8080/api/auth/request-password-reset', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'https://dash.example',
          'x-forwarded-host': 'dash.example',
          'x-forwarded-proto': 'https',
        },
        body: JSON.stringify({ email: OWNER }),
      });
      expect(res.status).toBe(200);
      expect((await resetMail()).origin).toBe('https://dash.example');
    });

    it('still asks for the TOTP code after a reset when two-factor is on', async () => {
      const app = await mailingApp();
      const owner = await organiserSession(app, context().database.db, OWNER);
      const enabled = await sendJson(owner, 'POST', '/api/auth/two-factor/enable', {
        password: TEST_PASSWORD,
      });
      const { totpURI } = (await enabled.json()) as { totpURI: string };
      const verified = await sendJson(owner, 'POST', '/api/auth/two-factor/verify-totp', {
        code: totpCode(totpURI),
      });
      expect(verified.status).toBe(200);
      expect(cookieHeader(verified)).toBeTruthy();

      await requestReset(app, OWNER);
      const { token } = await resetMail();
      expect((await reset(app, token, STRONG)).status).toBe(200);
      const signIn = await signInRequest(app, OWNER, STRONG);
      expect(signIn.status).toBe(200);
      expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    });
  });

  describe('invitation e-mails', () => {
    it('e-mails the link to the invitee, naming who invited them, as what, and until when', async () => {
      const app = await mailingApp();
      const owner = await organiserSession(app, context().database.db, OWNER);
      const sent = await sendJson(owner, 'POST', '/api/admin/invitations', {
        email: 'New.Person@Example.com',
        role: 'viewer',
        // Not ours to send: anything else in the body never reaches the e-mail.
        message: '<a href="https://evil.example">click</a>',
      });
      expect(sent.status).toBe(201);
      const answer = (await sent.json()) as { emailed: boolean; expiresAt: string };
      expect(answer.emailed).toBe(true);

      await worker!.runOnce();
      const mail = await smtp!.next((m) => m.to.includes('new.person@example.com'));
      expect(mail.subject).toBe(`${OWNER} invited you to Vibe Together as a viewer`);
      expect(mail.text).toContain(`${OWNER} invited you (new.person@example.com)`);
      expect(mail.text).toContain(answer.expiresAt.slice(0, 10));
      expect(mail.text + (mail.html ?? '')).not.toContain('evil.example');
      const token = /\/admin\/invite#(\S+)/.exec(mail.text)?.[1];
      expect(mail.text).toContain(`${OWN_ORIGIN}/admin/invite#${token}`);
      const lookup = await postJson(
        app,
        '/api/admin/invitations/lookup',
        { token },
        { origin: TEST_ORIGIN },
      );
      expect(await lookup.json()).toMatchObject({
        email: 'new.person@example.com',
        role: 'viewer',
        invitedBy: OWNER,
      });
    });

    it('refuses an invitee address that is not one plain address', async () => {
      const app = await mailingApp();
      const owner = await organiserSession(app, context().database.db, OWNER);
      for (const email of ['a@example.com\r\nBcc: b@example.com', 'a@example.com, b@example.com']) {
        const sent = await sendJson(owner, 'POST', '/api/admin/invitations', {
          email,
          role: 'owner',
        });
        expect(sent.status).toBe(400);
      }
      expect(await context().database.db.select().from(mailOutbox)).toEqual([]);
    });
  });

  describe('without SMTP_URL', () => {
    it('queues nothing, and the API says e-mail is off and what to set', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, OWNER);
      const setup = await app.request('/api/admin/setup');
      expect(await setup.json()).toEqual({ needed: false, mailEnabled: false });

      const asked = await requestReset(app, OWNER);
      expect(asked.status).toBe(404);
      const { code, message } = await refusal(asked);
      expect(code).toBe('mail_off');
      expect(message).toContain('SMTP_URL');
      expect(message).toContain('npm run admin -- reset-password');
      expect((await reset(app, 'x'.repeat(24), STRONG)).status).toBe(404);

      const sent = await sendJson(owner, 'POST', '/api/admin/invitations', {
        email: 'new@example.com',
        role: 'viewer',
      });
      expect(await sent.json()).toMatchObject({ emailed: false });
      expect(await database.db.select().from(mailOutbox)).toEqual([]);
      const audit = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'password-reset-request'));
      expect(audit).toEqual([]);
    });
  });
});
