// The mail worker as e-mail tests run it: sending to the test's SMTP server through the real
// nodemailer mailer, silent, and polling only when the test calls `runOnce()` (the timer's
// interval is an hour).
import type { Database } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { createSmtpMailer } from '../mail/mailer.ts';
import { startMailWorker, type MailWorker, type MailWorkerOptions } from '../mail/worker.ts';

/** The sender the tests' messages come from. */
export const TEST_MAIL_FROM = '"Vibe Together" <no-reply@vibe.example>';

export function startTestMailWorker(
  db: Database,
  smtpUrl: string,
  options: Pick<MailWorkerOptions, 'clock' | 'backoffMs'> = {},
): MailWorker {
  return startMailWorker({
    db,
    mailer: createSmtpMailer({ url: smtpUrl, from: TEST_MAIL_FROM }),
    logger: createLogger('silent'),
    pollMs: 3_600_000,
    ...options,
  });
}
