// A real SMTP server in the test process (smtp-server), so e-mail tests go through nodemailer,
// the network and a parser as production mail does: no mock of the mailer. Messages are parsed
// with mailparser and kept in order; `next` waits for one that matches.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | undefined;
}

export interface SmtpTestServer {
  /** `smtp://user:password@127.0.0.1:<port>`: what SMTP_URL is set to. */
  url: string;
  received: ReceivedMail[];
  /** The first message (received or still to come) that `match` accepts. */
  next(match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Makes the next `count` messages fail with a 451 (a temporary refusal). */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

function addresses(parsed: ParsedMail['to']): string[] {
  const list = parsed === undefined ? [] : Array.isArray(parsed) ? parsed : [parsed];
  return list.flatMap((group) => group.value.map((entry) => entry.address ?? ''));
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'user' && auth.password === 'password')
        callback(null, { user: 'user' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: addresses(mail.to),
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : undefined,
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://user:password@127.0.0.1:${port}`,
    received,
    next(match = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = received.find(match);
          if (!found) return false;
          waiters.delete(look);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(
            new Error(`no matching e-mail within ${timeoutMs} ms (${received.length} received)`),
          );
        }, timeoutMs);
        if (!look()) waiters.add(look);
      });
    },
    refuseNext(count) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
