import type {
  Analysis,
  Artifact,
  Call,
  CallEndedReason,
  EndOfCallReport,
  EndOfCallReportBody,
} from '@vibe/voice-sdk/protocol';
import { outboundRefusalOf } from '../outbound/guarded-fetch.ts';
import type { SessionCall } from './types.ts';

/**
 * A call as this platform's reports show it: the protocol's `Call`, plus the `metadata` the call
 * was created with (the product finds its interview there; the protocol's `Call` has no such
 * field).
 */
export type ReportedCall = Call & { metadata?: Record<string, unknown> };

/** What an end-of-call report says. */
export interface EndOfCallReportFields {
  /** The call as the report shows it (id, orgId, assistantId, metadata, status…). */
  call: Call;
  assistant?: EndOfCallReport['assistant'];
  startedAt: string;
  endedAt: string;
  endedReason: CallEndedReason;
  artifact: Artifact;
  /** What the call's analysis found (a live session: the answers per question); default none. */
  analysis?: Analysis;
  /** Epoch milliseconds of the report. */
  timestamp: number;
}

/**
 * The webhook body `{ message: { type: 'end-of-call-report', … } }`, in the platform's shape.
 * Shared by live sessions and by calls the platform only simulates.
 */
export function endOfCallReport(fields: EndOfCallReportFields): EndOfCallReportBody {
  const { call, assistant, startedAt, endedAt, endedReason, artifact, timestamp } = fields;
  const durationMs = Math.max(0, Date.parse(endedAt) - Date.parse(startedAt));
  return {
    message: {
      type: 'end-of-call-report',
      timestamp,
      endedReason,
      call,
      ...(assistant ? { assistant } : {}),
      artifact,
      startedAt,
      endedAt,
      durationMs,
      durationSeconds: Math.round(durationMs / 100) / 10,
      cost: 0,
      costs: [],
      analysis: fields.analysis ?? {},
    },
  };
}

/** The ended session's call, as its report describes it. */
export function sessionCallSummary(
  call: SessionCall,
  ended: { startedAt: string; endedAt: string; endedReason: CallEndedReason },
): ReportedCall {
  return {
    id: call.id,
    orgId: call.orgId,
    type: 'webCall',
    assistantId: call.assistantId,
    metadata: call.metadata ?? {},
    createdAt: call.createdAt,
    // The call record's last change is its end.
    updatedAt: ended.endedAt,
    ...ended,
    status: 'ended',
    cost: 0,
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
 * choice (see `outbound/report-sender.ts`). Redirects are not followed: the headers (and the
 * secret) must not travel on to wherever a redirect points. Never throws: a failed delivery is
 * reported.
 */
export async function postEndOfCallReport(
  server: NonNullable<SessionCall['assistant']['server']>,
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
