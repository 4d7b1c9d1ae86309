// The e-mail that carries an invitation link to the invited address (docs/product.md#e-mail).
// An owner chooses only the address (held to the e-mail rule) and the role: every word is ours,
// and the values in it (the addresses, the expiry) are escaped in the HTML. The link's token is
// the page's fragment, so it reaches no server log nor Referer.
import type { OrganiserRole } from '@vibe/contracts/admin';
import type { MailMessage } from '../../db/queries/mail.ts';
import { escapeHtml } from '../../privacy/privacy-page.ts';

export const INVITATION_KIND = 'invitation';

export interface InvitationMail {
  /** The invited address, which becomes the new organiser's. */
  to: string;
  role: OrganiserRole;
  /** The inviting owner's address. */
  inviter: string;
  /** The one-time link (`…/admin/invite#<token>`). */
  url: string;
  expiresAt: Date;
}

const ROLE_WORDS: Record<OrganiserRole, string> = {
  owner: 'an owner (reads and exports, invites organisers, edits the interview and deletes)',
  viewer: 'a viewer (reads and exports the results)',
};

/** `2026-01-01 10:02 UTC`: one zone for every reader. */
function utcMinute(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The invitation e-mail. */
export function invitationMessage(invitation: InvitationMail): MailMessage {
  const { to, role, inviter, url } = invitation;
  const expires = utcMinute(invitation.expiresAt);
  const article = role === 'owner' ? 'an owner' : 'a viewer';
  const text = [
    `${inviter} invited you (${to}) to the organisers' dashboard of Vibe Together as ${ROLE_WORDS[role]}.`,
    '',
    'Accept and choose your password here (the link works once):',
    url,
    '',
    `The invitation expires on ${expires}.`,
    '',
    'If you did not expect this, ignore this e-mail: no account is made without you.',
  ].join('\n');
  const html = [
    `<p><strong>${escapeHtml(inviter)}</strong> invited you (${escapeHtml(to)}) to the organisers' dashboard of Vibe Together as ${escapeHtml(ROLE_WORDS[role])}.</p>`,
    `<p><a href="${escapeHtml(url)}">Accept and choose your password</a> (the link works once).</p>`,
    `<p>The invitation expires on ${escapeHtml(expires)}.</p>`,
    '<p style="color:#666;font-size:12px">If you did not expect this, ignore this e-mail: no account is made without you.</p>',
  ].join('\n');
  return {
    kind: INVITATION_KIND,
    to,
    subject: `${inviter} invited you to Vibe Together as ${article}`,
    text,
    html,
  };
}
