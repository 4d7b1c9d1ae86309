// Where a report may go, and with which credentials. The product's webhook secret belongs to the
// product's own webhook URL and is sent nowhere else; any other URL gets only the headers stored
// with its own server configuration (which only the private key can set: see
// http/public-key-body.ts), through the guarded fetch that reaches public addresses only.
// It posts what others build (sessions/end-of-call-report.ts, calls/call-report.ts) and so
// needs none of the sessions' types.
import { outboundRefusalOf } from './guarded-fetch.ts';

/** A server a report is posted to: an assistant's `server` (url, headers, timeout). */
export interface ReportServer {
  url?: string;
  headers?: Record<string, string>;
  timeoutSeconds?: number;
}

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

/** Options of {@link postEndOfCallReport}. */
export interface PostReportOptions {
  fetch: typeof fetch;
  /** Sent as `x-vapi-secret` (replacing any such header of the server's). */
  secret?: string;
  /** Attempts in all (default 3); retried on network errors, timeouts, 408, 429 and 5xx. */
  attempts?: number;
  /** First retry delay, doubled each time (default 500 ms). */
  backoffMs?: number;
}

/** Result of a delivery, for the log. */
export type DeliveryResult =
  { delivered: true; status: number } | { delivered: false; reason: string };

const RETRYABLE = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * Posts the end-of-call report to a server URL, with the server's headers plus `x-vapi-secret`
 * when a secret is given. Which secret and which fetch belong to which URL is the caller's
 * choice ({@link createReportSender} makes it). Redirects are not followed: the headers (and the
 * secret) must not travel on to wherever a redirect points. Never throws: a failed delivery is
 * reported.
 */
export async function postEndOfCallReport(
  server: ReportServer,
  body: unknown,
  options: PostReportOptions,
): Promise<DeliveryResult> {
  let url: URL;
  try {
    url = new URL(server.url ?? '');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('bad protocol');
  } catch {
    return { delivered: false, reason: 'the server URL is not an http(s) URL' };
  }
  // Lower-cased, so the secret below replaces a header of the same name in another case.
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(server.headers ?? {})) {
    if (typeof value === 'string') headers[name.toLowerCase()] = value;
  }
  headers['content-type'] = 'application/json';
  if (options.secret) headers['x-vapi-secret'] = options.secret;
  const timeoutMs = Math.min(300, Math.max(1, server.timeoutSeconds ?? 20)) * 1000;
  const attempts = options.attempts ?? 3;
  const payload = JSON.stringify(body);
  let reason = 'not attempted';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const response = await options.fetch(url, {
        method: 'POST',
        headers,
        body: payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The body is not needed; drain it so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return { delivered: true, status: response.status };
      if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
        return { delivered: false, reason: `HTTP ${response.status} (redirects are not followed)` };
      }
      reason = `HTTP ${response.status}`;
      if (!RETRYABLE(response.status)) break;
    } catch (error) {
      // An address the guard refused stays refused: no retry.
      const refusal = outboundRefusalOf(error);
      if (refusal) return { delivered: false, reason: refusal.message };
      reason = error instanceof Error ? error.name + ': ' + error.message : String(error);
    }
    if (attempt < attempts) {
      await new Promise((resolve) =>
        setTimeout(resolve, (options.backoffMs ?? 500) * 2 ** (attempt - 1)),
      );
    }
  }
  return { delivered: false, reason };
}
