import type { PlatformDeps } from '../deps.ts';
import { endOfCallReport, postEndOfCallReport } from '../sessions/end-of-call-report.ts';
import type { Resource } from '../store/resource-store.ts';

/**
 * Posts a simulated call's end-of-call report to its assistant's server URL, as the platform
 * does for every call, when the assistant asks for that message (the default list does). One
 * attempt: a simulated call is not worth retries, and `close()` waits for it.
 */
export async function reportSimulatedCallEnded(
  deps: PlatformDeps,
  call: Resource,
  assistant: Record<string, unknown>,
): Promise<void> {
  const server = assistant.server as { url?: string; headers?: Record<string, string> } | undefined;
  if (!server?.url) return;
  const wanted = assistant.serverMessages;
  if (Array.isArray(wanted) && !wanted.includes('end-of-call-report')) return;
  const startedAt = String(call.startedAt ?? call.createdAt);
  const endedAt = String(call.endedAt ?? deps.clock().toISOString());
  const { messages: _messages, ...summary } = call;
  const body = endOfCallReport({
    call: summary,
    assistant: {
      id: call.assistantId as string | undefined,
      name: assistant.name as string | undefined,
    },
    startedAt,
    endedAt,
    endedReason: call.endedReason as string,
    artifact: call.artifact,
    timestamp: deps.clock().getTime(),
  });
  const result = await postEndOfCallReport(server, body, {
    fetch: deps.fetch,
    ...(deps.webhookSecret ? { secret: deps.webhookSecret } : {}),
    attempts: 1,
  });
  if (!result.delivered) {
    deps.log.warn('end-of-call report not delivered', { callId: call.id, reason: result.reason });
  }
}
