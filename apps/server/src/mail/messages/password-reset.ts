// The e-mail with an organiser's password-reset link (docs/product.md#e-mail). Only our words
// and the link travel in it; the address is the organiser's own, escaped in the HTML like every
// value. The link's token is the page's fragment, so it reaches no server log nor Referer.
import { PASSWORD_RESET_PAGE, PASSWORD_RESET_TTL_MINUTES } from '@vibe/contracts/admin';
import type { MailMessage } from '../../db/queries/mail.ts';
import { escapeHtml } from '../../privacy/privacy-page.ts';

export const PASSWORD_RESET_KIND = 'password-reset';

/** The reset page at `origin` (PUBLIC_URL, a trusted proxy's origin or our own address). */
export function passwordResetUrl(origin: string, token: string): string {
  return `${origin}${PASSWORD_RESET_PAGE}#${encodeURIComponent(token)}`;
}

/** The reset e-mail to the organiser `to`, its link at `origin`. */
export function passwordResetMessage(origin: string, to: string, token: string): MailMessage {
  const link = passwordResetUrl(origin, token);
  const minutes = `${PASSWORD_RESET_TTL_MINUTES} minutes`;
  const text = [
    `Someone asked to reset the password of the organiser account ${to} on Vibe Together.`,
    '',
    `Choose a new password here (the link works once, within ${minutes}):`,
    link,
    '',
    'Every session of the account ends when the new password is set. If two-step sign-in is on, signing in still asks for your authenticator code.',
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = [
    `<p>Someone asked to reset the password of the organiser account <strong>${escapeHtml(to)}</strong> on Vibe Together.</p>`,
    `<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, within ${escapeHtml(minutes)}).</p>`,
    '<p>Every session of the account ends when the new password is set. If two-step sign-in is on, signing in still asks for your authenticator code.</p>',
    '<p style="color:#666;font-size:12px">If you did not ask for this, ignore this e-mail: your password stays as it is.</p>',
  ].join('\n');
  return {
    kind: PASSWORD_RESET_KIND,
    to,
    subject: 'Reset your Vibe Together password',
    text,
    html,
  };
}
