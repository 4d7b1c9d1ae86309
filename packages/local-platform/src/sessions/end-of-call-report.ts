// What an end-of-call report says, for live sessions and simulated calls alike. Building only:
// outbound/report-sender.ts posts it, and nothing here reaches the network.
import type {
  Analysis,
  Artifact,
  Call,
  CallEndedReason,
  EndOfCallReport,
  EndOfCallReportBody,
} from '@vibe/voice-sdk/protocol';
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
