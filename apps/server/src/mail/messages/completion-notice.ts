// The e-mail an organiser gets when an interview is completed, if they asked for it
// (docs/product.md#e-mail): who, when, how long, and a link to the person on the dashboard.
// Nothing the visitor said travels in it: their answers stay behind the sign-in. The only
// visitor-given value, their address, is escaped in the HTML.
import type { MailMessage } from '../../db/queries/mail.ts';
import { escapeHtml } from '../../privacy/privacy-page.ts';

export const COMPLETION_NOTICE_KIND = 'completion-notice';

export interface CompletedInterview {
  email: string;
  /** When the interview ended. */
  completedAt: Date;
  /** Its length; null when neither the page nor the platform said. */
  durationSeconds: number | null;
}

/** `2026-01-01 10:02 UTC`: one zone for every reader, as the dashboard's days are UTC too. */
export function utcMinute(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** `2 min 5 s`, `45 s`, or `unknown`. */
export function lengthWords(seconds: number | null): string {
  if (seconds === null) return 'unknown';
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return minutes === 0 ? `${rest} s` : `${minutes} min ${rest} s`;
}

/** The person's page on the dashboard at `origin` (PUBLIC_URL, or the server's own address). */
export function personUrl(origin: string, email: string): string {
  return `${origin}/admin/people/${encodeURIComponent(email)}`;
}

/** The notice of one completed interview, to `to`. */
export function completionNotice(
  origin: string,
  interview: CompletedInterview,
  to: string,
): MailMessage {
  const link = personUrl(origin, interview.email);
  const account = `${origin}/admin/account`;
  const when = utcMinute(interview.completedAt);
  const length = lengthWords(interview.durationSeconds);
  const text = [
    `${interview.email} completed their interview.`,
    '',
    `Ended: ${when}`,
    `Length: ${length}`,
    '',
    `Read their answers: ${link}`,
    '',
    '--',
    `You get this because you asked for a notice of each completed interview. Turn it off on your account page: ${account}`,
  ].join('\n');
  const html = [
    `<p><strong>${escapeHtml(interview.email)}</strong> completed their interview.</p>`,
    `<p>Ended: ${escapeHtml(when)}<br>Length: ${escapeHtml(length)}</p>`,
    `<p><a href="${escapeHtml(link)}">Read their answers</a></p>`,
    `<p style="color:#666;font-size:12px">You get this because you asked for a notice of each completed interview. <a href="${escapeHtml(account)}">Turn it off on your account page</a>.</p>`,
  ].join('\n');
  return {
    kind: COMPLETION_NOTICE_KIND,
    to,
    subject: `Interview completed: ${interview.email}`,
    text,
    html,
  };
}
