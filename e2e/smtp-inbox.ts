// A real SMTP server in the browser test's process (smtp-server), which a server of the test's
// own sends to (SMTP_URL): the e-mail is read as it arrived, parsed by mailparser, with no mock
// of the sending side.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface InboxMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
}

export interface SmtpInbox {
  /** `smtp://127.0.0.1:<port>`: what SMTP_URL is set to. */
  url: string;
  /** The first message (received or still to come) that `match` accepts. */
  next(match: (mail: InboxMail) => boolean, timeoutMs?: number): Promise<InboxMail>;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: InboxMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to ?? []].flat().flatMap((group) => group.value);
          received.push({
            to: to.map((entry) => entry.address ?? ''),
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    async next(match, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no matching e-mail within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
