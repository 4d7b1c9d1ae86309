// Where a report may go, and with which credentials. The product's webhook secret belongs to the
// product's own webhook URL and is sent nowhere else; any other URL gets only the headers stored
// with its own server configuration (which only the private key can set: see
// http/public-key-body.ts), through the guarded fetch that reaches public addresses only.
import {
  postEndOfCallReport,
  type DeliveryResult,
  type PostReportOptions,
} from '../sessions/end-of-call-report.ts';
import type { SessionAssistant } from '../sessions/types.ts';

/** A server a report is posted to: `assistant.server` (url, headers, timeout). */
export type ReportServer = NonNullable<SessionAssistant['server']>;

/** Posts reports to the servers configured for them. */
export interface ReportSender {
  /** Posts `body` to `server.url`; never throws (a failed delivery is answered, for the log). */
  send(
    server: ReportServer,
    body: unknown,
    options?: Pick<PostReportOptions, 'attempts' | 'backoffMs'>,
  ): Promise<DeliveryResult>;
}

/** Options of {@link createReportSender}. */
export interface ReportSenderOptions {
  /** The product's own webhook URL (the seeded assistant's server URL). */
  webhookUrl?: string;
  /** The product's webhook secret: sent as `x-vapi-secret` to `webhookUrl` and nowhere else. */
  webhookSecret?: string;
  /** Posts to the product's own webhook URL, which the product chose (it may be on loopback). */
  fetch: typeof fetch;
  /** Posts to every other URL: the guarded fetch, unless private webhooks are allowed. */
  outboundFetch: typeof fetch;
}

/** `url` in one canonical form (case of scheme and host, default port), or null. */
function canonicalUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
}

/**
 * Builds the platform's report sender.
 *
 * @example
 * const reports = createReportSender({ webhookUrl, webhookSecret, fetch, outboundFetch });
 * await reports.send(assistant.server, endOfCallReport({ … }));
 */
export function createReportSender(options: ReportSenderOptions): ReportSender {
  const own = canonicalUrl(options.webhookUrl);
  return {
    send(server, body, sendOptions = {}) {
      const isOwn = own !== null && canonicalUrl(server.url) === own;
      return postEndOfCallReport(server, body, {
        ...sendOptions,
        fetch: isOwn ? options.fetch : options.outboundFetch,
        ...(isOwn && options.webhookSecret ? { secret: options.webhookSecret } : {}),
      });
    },
  };
}
