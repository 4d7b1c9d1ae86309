import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { insertMail } from '../db/queries/mail.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server.ts';
import { startTestMailWorker } from '../testing/test-mail-worker.ts';
import { MAIL_MAX_ATTEMPTS, type MailWorker } from './worker.ts';

const message = {
  kind: 'invitation',
  to: 'new.organiser@example.com',
  subject: 'You are invited',
  text: 'Open https://vibe.example/admin/invite/abc to join.',
  html: '<p>Open <a href="https://vibe.example/admin/invite/abc">the invitation</a>.</p>',
};

/** The e-mail outbox: sent over real SMTP, retried after a refusal, content forgotten after. */
describeOnEachDatabase((context) => {
  let smtp: SmtpTestServer | undefined;
  let worker: MailWorker | undefined;
  afterEach(async () => {
    await worker?.stop();
    await smtp?.close();
  });

  function startWorker(url: string, clock = () => new Date()) {
    worker = startTestMailWorker(context().database.db, url, { backoffMs: 60_000, clock });
    return worker;
  }

  it('sends a queued message over SMTP with its text and HTML, then forgets its content', async () => {
    smtp = await startSmtpTestServer();
    const db = context().database.db;
    await insertMail(db, [message], new Date());
    expect(await startWorker(smtp.url).runOnce()).toBe(1);

    const mail = await smtp.next();
    expect(mail.to).toEqual(['new.organiser@example.com']);
    expect(mail.from).toContain('no-reply@vibe.example');
    expect(mail.subject).toBe('You are invited');
    expect(mail.text).toContain('https://vibe.example/admin/invite/abc');
    expect(mail.html).toContain('<a href="https://vibe.example/admin/invite/abc">');
    const [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'sent', subject: null, text: null, html: null });
    expect(await worker!.runOnce()).toBe(0);
  });

  it('retries a refused message after its backoff, and sends it once', async () => {
    smtp = await startSmtpTestServer();
    smtp.refuseNext(1);
    const db = context().database.db;
    let now = new Date('2026-11-28T10:00:00Z');
    await insertMail(db, [message], now);
    const w = startWorker(smtp.url, () => now);
    expect(await w.runOnce()).toBe(1);
    const [failed] = await db.select().from(mailOutbox);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.lastError).toContain('Try again later');
    expect(failed!.lastError).not.toContain('example.com');

    expect(await w.runOnce()).toBe(0); // not due yet
    now = new Date(now.getTime() + 60_000);
    expect(await w.runOnce()).toBe(1);
    await smtp.next();
    expect(smtp.received).toHaveLength(1);
    const [sent] = await db.select().from(mailOutbox);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives a message up after the last attempt when the server cannot be reached', async () => {
    const db = context().database.db;
    let now = new Date('2026-11-28T10:00:00Z');
    await insertMail(db, [message], now);
    // Nothing listens on port 9 of loopback here: every attempt fails at once.
    const w = startWorker('smtp://127.0.0.1:9', () => now);
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      expect(await w.runOnce()).toBe(1);
      now = new Date(now.getTime() + 7 * 60 * 60 * 1000);
    }
    expect(await w.runOnce()).toBe(0);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'invitation'));
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS, text: null });
  });
});
