// What a delivery says (docs/product.md#webhooks): only what a receiver needs to act — the
// person's e-mail, and for an interview its id and status, never a transcript or answers.
// Discord and Slack incoming webhooks want their own shape, so their endpoints get a message.
import type { WebhookEvent, WebhookFormat } from '@vibe/contracts/webhooks';

/** An event as the outbox records it. */
export type WebhookMessage =
  | { type: 'interview.completed' | 'interview.partial'; email: string; interviewId: string }
  | { type: 'person.erased'; email: string }
  | { type: 'webhook.test' };

/** The event's type as the screen lists it. */
export type DeliveryEvent = WebhookEvent | 'webhook.test';

/** The format an endpoint's URL calls for. */
export function formatOf(url: string): WebhookFormat {
  const { hostname, pathname } = new URL(url);
  const host = hostname.toLowerCase();
  if (
    ['discord.com', 'discordapp.com', 'ptb.discord.com', 'canary.discord.com'].includes(host) &&
    pathname.startsWith('/api/webhooks/')
  ) {
    return 'discord';
  }
  if (host === 'hooks.slack.com' && pathname.startsWith('/services/')) return 'slack';
  return 'standard';
}

function dataOf(message: WebhookMessage): Record<string, string> {
  switch (message.type) {
    case 'interview.completed':
    case 'interview.partial':
      return {
        email: message.email,
        interviewId: message.interviewId,
        status: message.type === 'interview.completed' ? 'completed' : 'partial',
      };
    case 'person.erased':
      return { email: message.email };
    case 'webhook.test':
      return {};
  }
}

/** One line for a chat service. */
function sentenceOf(message: WebhookMessage): string {
  switch (message.type) {
    case 'interview.completed':
      return `Interview completed by ${message.email} (interview ${message.interviewId}).`;
    case 'interview.partial':
      return `Interview ended part-way by ${message.email} (interview ${message.interviewId}).`;
    case 'person.erased':
      return `${message.email} was erased.`;
    case 'webhook.test':
      return 'Test message from Vibe Together: this webhook works.';
  }
}

/** The exact body sent to an endpoint of `format`. */
export function bodyOf(message: WebhookMessage, format: WebhookFormat, at: Date): string {
  if (format === 'discord') {
    // No mentions: an e-mail address must never ping anyone.
    return JSON.stringify({ content: sentenceOf(message), allowed_mentions: { parse: [] } });
  }
  if (format === 'slack') return JSON.stringify({ text: sentenceOf(message) });
  return JSON.stringify({ type: message.type, timestamp: at.toISOString(), data: dataOf(message) });
}
