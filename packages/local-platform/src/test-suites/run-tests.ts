import { replyTo, type ChatMessage } from '../chat/chat-messages.ts';
import type { PlatformDeps } from '../deps.ts';
import type { Resource } from '../store/resource-store.ts';
import { resolveAssistant } from '../store/resolve-assistant.ts';

interface Scorer {
  type: string;
  rubric: string;
}

/** The most user turns a test script may play (one per non-empty line). */
const maxTurns = 20;

/**
 * Plays one test against the assistant by chat: each non-empty line of the test's script is a
 * user turn, answered by the assistant's script. Scoring is local and transparent: a rubric
 * passes when the assistant answered every turn and every phrase quoted in the rubric
 * ("…") occurs in the conversation.
 */
export function playTest(assistant: Record<string, unknown>, test: Resource) {
  const turns = String(test.script ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, maxTurns);
  const conversation: ChatMessage[] = [];
  for (const turn of turns) {
    conversation.push({ role: 'user', content: turn });
    const reply = replyTo(assistant, conversation);
    conversation.push({ role: 'assistant', content: reply.text });
    if (reply.ends) break;
  }
  const transcript = conversation
    .map((m) => `${m.role === 'assistant' ? 'AI' : 'User'}: ${m.content}`)
    .join('\n');
  const scorers = (test.scorers as Scorer[] | undefined) ?? [];
  const scorerResults = scorers.map((scorer) => score(scorer, conversation, transcript));
  return {
    scorerResults,
    call: {
      artifact: {
        messages: conversation.map((m) => ({
          role: m.role === 'assistant' ? 'bot' : 'user',
          message: m.content,
        })),
        messagesOpenAIFormatted: conversation,
        transcript,
      },
    },
    metadata: { turns: conversation.length / 2, local: true },
  };
}

function score(scorer: Scorer, conversation: ChatMessage[], transcript: string) {
  const phrases = [...scorer.rubric.matchAll(/"([^"]+)"|“([^”]+)”/g)].map((m) => m[1] ?? m[2]!);
  const missing = phrases.filter((p) => !transcript.toLowerCase().includes(p.toLowerCase()));
  const answered = conversation.length > 0 && conversation.length % 2 === 0;
  const pass = answered && missing.length === 0;
  const reasoning = !answered
    ? 'The assistant did not answer every turn of the script.'
    : missing.length
      ? `The conversation does not contain: ${missing.map((p) => `"${p}"`).join(', ')}.`
      : phrases.length
        ? `The conversation contains every quoted phrase of the rubric (local scoring).`
        : 'The assistant answered every turn (local scoring: the rubric quotes no phrase to check).';
  return { type: 'ai', result: pass ? 'pass' : 'fail', reasoning, rubric: scorer.rubric };
}

/**
 * Executes a run in the background: marks it in-progress, plays every test of the suite
 * (`numAttempts` times each) against the suite's target assistant, and stores the results with
 * status completed (or failed, with the reason, when there is no assistant to test).
 */
export function startRun(deps: PlatformDeps, orgId: string, suite: Resource, runId: string): void {
  const save = (patch: Record<string, unknown>) =>
    deps.store.update(orgId, 'test-suite-run', runId, (row) => ({
      data: { ...row.data, ...patch },
    }));
  const work = async () => {
    await save({ status: 'in-progress' });
    const target = (suite.targetPlan ?? {}) as Record<string, unknown>;
    const resolved = await resolveAssistant(deps.store, orgId, {
      assistantId: target.assistantId,
      assistant: target.assistant,
      assistantOverrides: target.assistantOverrides,
    }).catch(() => null);
    if (!resolved) {
      await save({
        status: 'failed',
        endedReason: 'The test suite has no target assistant (targetPlan.assistantId).',
      });
      return;
    }
    const { items: tests } = await deps.store.list(orgId, 'test-suite-test', {
      limit: 1000,
      parentId: suite.id,
      sortOrder: 'ASC',
    });
    const testResults = tests.map((test) => ({
      test,
      attempts: Array.from(
        { length: Math.min(10, Math.max(1, Number(test.numAttempts ?? 1))) },
        () => playTest(resolved.assistant, test),
      ),
    }));
    await save({ status: 'completed', testResults });
  };
  deps.tasks.track(work(), (error) => {
    deps.log.warn('test-suite run failed', { runId, error: String(error) });
    void save({ status: 'failed' }).catch(() => undefined);
  });
}
