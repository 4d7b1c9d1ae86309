// The daily digest an organiser gets if they asked for it (docs/product.md#e-mail): the previous
// UTC day's sign-ups, completed and partial interviews, and the live interview's top themes so
// far. Themes come from visitors' answers and questions from owners: both are escaped in the
// HTML, and the plain text is the whole message for a reader who shows no HTML.
import type { MailMessage } from '../../db/queries/mail.ts';
import { escapeHtml } from '../../privacy/privacy-page.ts';

export const DAILY_DIGEST_KIND = 'daily-digest';

/** What one day's digest tells, the same for every organiser. */
export interface DigestSummary {
  /** The UTC day it covers, `YYYY-MM-DD`. */
  day: string;
  signups: number;
  completed: number;
  partial: number;
  /** Each question of the live interview, in order, with its most mentioned themes. */
  questions: { question: string; themes: { theme: string; people: number }[] }[];
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

/** The digest of `summary` to `to`; links go to the dashboard at `origin`. */
export function dailyDigest(origin: string, summary: DigestSummary, to: string): MailMessage {
  const dashboard = `${origin}/admin`;
  const account = `${origin}/admin/account`;
  const counts = [
    `New sign-ups: ${summary.signups.toLocaleString('en')}`,
    `Interviews completed: ${summary.completed.toLocaleString('en')}`,
    `Interviews ended part-way: ${summary.partial.toLocaleString('en')}`,
  ];
  const themeLines = summary.questions.flatMap(({ question, themes }, index) => [
    `${index + 1}. ${question}`,
    ...(themes.length === 0
      ? ['   (no themes yet)']
      : themes.map(({ theme, people }) => `   - ${theme} (${plural(people, 'person', 'people')})`)),
  ]);
  const footer = `You get this because you asked for a daily digest. Turn it off on your account page: ${account}`;
  const text = [
    `Vibe Together on ${summary.day} (UTC)`,
    '',
    ...counts,
    '',
    'Top themes so far, by people mentioning them:',
    ...themeLines,
    '',
    `Open the dashboard: ${dashboard}`,
    '',
    '--',
    footer,
  ].join('\n');
  const themeHtml = summary.questions
    .map(({ question, themes }) => {
      const items =
        themes.length === 0
          ? '<li>No themes yet</li>'
          : themes
              .map(
                ({ theme, people }) =>
                  `<li>${escapeHtml(theme)} (${plural(people, 'person', 'people')})</li>`,
              )
              .join('');
      return `<li>${escapeHtml(question)}<ul>${items}</ul></li>`;
    })
    .join('');
  const html = [
    `<h1 style="font-size:18px">Vibe Together on ${escapeHtml(summary.day)} (UTC)</h1>`,
    `<p>${counts.map(escapeHtml).join('<br>')}</p>`,
    '<h2 style="font-size:16px">Top themes so far, by people mentioning them</h2>',
    `<ol>${themeHtml}</ol>`,
    `<p><a href="${escapeHtml(dashboard)}">Open the dashboard</a></p>`,
    `<p style="color:#666;font-size:12px">You get this because you asked for a daily digest. <a href="${escapeHtml(account)}">Turn it off on your account page</a>.</p>`,
  ].join('\n');
  return {
    kind: DAILY_DIGEST_KIND,
    to,
    subject: `Vibe Together, ${summary.day}: ${plural(summary.signups, 'sign-up', 'sign-ups')}, ${summary.completed.toLocaleString('en')} completed`,
    text,
    html,
  };
}
