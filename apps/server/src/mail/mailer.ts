// Sends one e-mail over SMTP with nodemailer (docs/product.md#e-mail). SMTP_URL names the server
// and its credentials (`smtps://user:password@smtp.example:465`, or `smtp://…:587`, which
// upgrades with STARTTLS when the server offers it); it is never logged.
import nodemailer from 'nodemailer';

/** What one message says. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends messages; the same interface whatever carries them. */
export interface Mailer {
  send(message: OutgoingMail): Promise<void>;
  close(): void;
}

export interface SmtpMailerOptions {
  /** SMTP_URL. */
  url: string;
  /** MAIL_FROM: the sender shown to organisers. */
  from: string;
  /** How long connecting, the greeting and each reply may take (default 15 s). */
  timeoutMs?: number;
}

export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
    close: () => transport.close(),
  };
}
