import { Hono } from 'hono';
import type { PlatformDeps } from '../deps.ts';
import { readJson } from '../http/body.ts';
import type { PlatformEnv } from '../http/env.ts';
import { badRequest } from '../http/errors.ts';
import { mountCrud } from './crud.ts';

/** `/workflow`: node graphs, plus `/workflow/generate` which drafts one from tools. */
export function workflowRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();

  // The hosted platform drafts a workflow from transcripts with a model; locally the draft is
  // a start conversation node followed by one tool node per tool, in the order given.
  app.post('/generate', async (c) => {
    const body = await readJson(c, deps.validator, 'POST /workflow/generate');
    const toolIds = (body.toolIds as string[] | undefined) ?? [];
    const tools = await Promise.all(
      toolIds.map((id) => deps.store.get(c.get('orgId'), 'tool', String(id))),
    );
    const missing = toolIds.filter((_, i) => !tools[i]);
    if (missing.length) throw badRequest(missing.map((id) => `tool ${id} does not exist`));
    const nodes = [
      { type: 'conversation', name: 'start', isStart: true, prompt: 'Greet the caller.' },
      ...toolIds.map((toolId, i) => ({ type: 'tool', name: `tool_${i + 1}`, toolId })),
    ];
    const edges = nodes.slice(1).map((node, i) => ({ from: nodes[i]!.name, to: node.name }));
    return c.json({ name: 'Generated workflow', nodes, edges });
  });

  mountCrud(app, deps, { kind: 'workflow', path: '/workflow', label: 'Workflow' });
  return app;
}
