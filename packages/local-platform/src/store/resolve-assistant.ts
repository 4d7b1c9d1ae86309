import { deepMerge, isPlainObject } from '../http/deep-merge.ts';
import { badRequest } from '../http/errors.ts';
import type { ResourceStore } from './resource-store.ts';

/** What a call or chat names to talk to. */
export interface AssistantChoice {
  assistantId?: unknown;
  assistant?: unknown;
  assistantOverrides?: unknown;
  squadId?: unknown;
  squad?: unknown;
  workflowId?: unknown;
  workflow?: unknown;
}

/** The assistant a call or chat runs, with its overrides merged in. */
export interface ResolvedAssistant {
  assistant: Record<string, unknown>;
  assistantId?: string;
}

/**
 * Resolves the assistant of a call or chat: inline or by id, the first member of a squad, or a
 * workflow's start node as an assistant; `assistantOverrides` are deep-merged on top. Answers
 * null when nothing is named; an unknown id is the provider's 400.
 */
export async function resolveAssistant(
  store: ResourceStore,
  orgId: string,
  choice: AssistantChoice,
): Promise<ResolvedAssistant | null> {
  const base = await baseAssistant(store, orgId, choice);
  if (!base) return null;
  const overrides = isPlainObject(choice.assistantOverrides) ? choice.assistantOverrides : {};
  const { variableValues: _variables, ...fields } = overrides;
  return { ...base, assistant: deepMerge(base.assistant, fields) };
}

async function baseAssistant(
  store: ResourceStore,
  orgId: string,
  choice: AssistantChoice,
): Promise<ResolvedAssistant | null> {
  if (isPlainObject(choice.assistant)) return { assistant: choice.assistant };
  if (typeof choice.assistantId === 'string') return byId(store, orgId, choice.assistantId);
  const squad = await named(store, orgId, 'squad', choice.squadId, choice.squad);
  if (squad) {
    const first = (squad.members as Record<string, unknown>[] | undefined)?.[0];
    if (!first) throw badRequest('squad.members should not be empty');
    return baseAssistant(store, orgId, {
      assistant: first.assistant,
      assistantId: first.assistantId,
    });
  }
  const workflow = await named(store, orgId, 'workflow', choice.workflowId, choice.workflow);
  if (workflow) return { assistant: workflowAsAssistant(workflow) };
  return null;
}

/** A squad or workflow given by id (which must exist) or inline. */
async function named(
  store: ResourceStore,
  orgId: string,
  kind: 'squad' | 'workflow',
  id: unknown,
  inline: unknown,
): Promise<Record<string, unknown> | undefined> {
  if (typeof id === 'string') {
    const found = await store.get(orgId, kind, id);
    const label = kind === 'squad' ? 'Squad' : 'Workflow';
    if (!found) throw badRequest(`Couldn't Get ${label}. \`${kind}Id\` ${id} Does Not Exist.`);
    return found;
  }
  return isPlainObject(inline) ? inline : undefined;
}

async function byId(store: ResourceStore, orgId: string, id: string): Promise<ResolvedAssistant> {
  const found = await store.get(orgId, 'assistant', id).catch(() => null);
  if (!found) throw badRequest(`Couldn't Get Assistant. \`assistantId\` ${id} Does Not Exist.`);
  const { id: _id, orgId: _org, createdAt: _c, updatedAt: _u, ...assistant } = found;
  return { assistant: { id, ...assistant }, assistantId: id };
}

// A workflow runs locally as one assistant: the start node's prompt under the global prompt,
// and the question lines of those prompts as its script.
function workflowAsAssistant(workflow: Record<string, unknown>): Record<string, unknown> {
  const nodes = (workflow.nodes as Record<string, unknown>[] | undefined) ?? [];
  const start = nodes.find((n) => n.isStart) ?? nodes[0];
  const prompt = [workflow.globalPrompt, start?.prompt]
    .filter((p) => typeof p === 'string')
    .join('\n');
  return {
    name: typeof workflow.name === 'string' ? workflow.name.slice(0, 40) : 'Workflow',
    model: {
      provider: 'local',
      model: 'workflow',
      messages: [{ role: 'system', content: prompt }],
    },
    ...(workflow.voice ? { voice: workflow.voice } : {}),
    ...(workflow.server ? { server: workflow.server } : {}),
  };
}
