import type { Artifact, Call, CallEndedReason } from '@vibe/voice-sdk/protocol';
import type { PlatformDeps } from '../deps.ts';
import type { ReportServer } from '../outbound/report-sender.ts';
import { endOfCallReport } from '../sessions/end-of-call-report.ts';
import type { Resource } from '../store/resource-store.ts';

/**
 * Posts a simulated call's end-of-call report to its assistant's server URL, as the platform
 * does for every call, when the assistant asks for that message (the default list does), through
 * the platform's report sender (the product's secret only to the product's own URL; other URLs
 * only at public addresses). One attempt: a simulated call is not worth retries, and `close()`
 * waits for it. `endedReason` is the one the simulator stored on the call.
 */
export async function reportSimulatedCallEnded(
  deps: PlatformDeps,
  call: Resource,
  assistant: Record<string, unknown>,
  endedReason: CallEndedReason,
): Promise<void> {
  const server = assistant.server as ReportServer | undefined;
  if (!server?.url) return;
  const wanted = assistant.serverMessages;
  if (Array.isArray(wanted) && !wanted.includes('end-of-call-report')) return;
  const startedAt = String(call.startedAt ?? call.createdAt);
  const endedAt = String(call.endedAt ?? deps.clock().toISOString());
  const { messages: _messages, ...summary } = call;
  const body = endOfCallReport({
    // The stored call is the REST API's Call; its artifact is the simulator's (protocol-shaped).
    call: summary as Call,
    assistant: {
      id: call.assistantId as string | undefined,
      name: assistant.name as string | undefined,
    },
    startedAt,
    endedAt,
    endedReason,
    artifact: (call.artifact ?? {}) as Artifact,
    timestamp: deps.clock().getTime(),
  });
  const result = await deps.reports.send(server, body, { attempts: 1 });
  if (!result.delivered) {
    deps.log.warn('end-of-call report not delivered', { callId: call.id, reason: result.reason });
  }
}
