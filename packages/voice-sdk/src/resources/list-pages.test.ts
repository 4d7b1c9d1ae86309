// Which page kind each plain-array list uses follows the OpenAPI document: a list that takes
// `createdAtLt` walks on with it (ArrayPage); a list that takes no filters is one answer
// (SinglePage), since a cursor there would be ignored and only fetch the same list again.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VoiceClient } from '../client.ts';
import { ArrayPage, SinglePage } from '../core/pagination.ts';
import {
  startRecordingServer,
  type RecordingServer,
} from '../internal/testing/recording-server.ts';
import { endpointCases, ID } from './testing/endpoint-cases.ts';

interface GetOperation {
  operationId: string;
  parameters?: Array<{ $ref?: string; name?: string }>;
  responses: Record<string, { content?: { 'application/json'?: { schema?: { type?: string } } } }>;
}

const document = parse(
  readFileSync(new URL('../../openapi/platform.yaml', import.meta.url), 'utf8'),
) as { paths: Record<string, { get?: GetOperation }> };

/** operationId → whether the list takes `createdAtLt`, for every GET answering a plain array. */
const plainArrayLists = new Map<string, boolean>();
for (const item of Object.values(document.paths)) {
  const get = item.get;
  const success = Object.entries(get?.responses ?? {}).find(([status]) => /^2/.test(status));
  if (!get || success?.[1].content?.['application/json']?.schema?.type !== 'array') continue;
  const takesCursor = (get.parameters ?? []).some(
    (p) => p.name === 'createdAtLt' || p.$ref?.endsWith('/CreatedAtLt'),
  );
  plainArrayLists.set(get.operationId, takesCursor);
}

const resource = (n: number) => ({
  id: `${ID.slice(0, -3)}${String(n).padStart(3, '0')}`,
  createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, 0, 1000 - n)).toISOString(),
});

let server: RecordingServer;
let client: VoiceClient;
beforeAll(async () => {
  server = await startRecordingServer();
  client = new VoiceClient({ apiKey: 'sk-test', baseURL: server.url, maxRetries: 0 });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe('the page kind of each plain-array list', () => {
  const lists = endpointCases.filter((c) => plainArrayLists.has(c.op));

  it('covers the lists the platform pages and the ones it does not', () => {
    expect(lists.filter((c) => plainArrayLists.get(c.op)).length).toBeGreaterThan(5);
    expect(lists.filter((c) => !plainArrayLists.get(c.op)).map((c) => c.op)).toEqual(
      expect.arrayContaining([
        'WorkflowController_findAll',
        'FileController_findAll',
        'OrgController_findAll',
        'OrgController_findAllUsers',
        'TemplateController_findAllPinned',
      ]),
    );
  });

  it.each(lists.map((c) => [c.op, c] as const))(
    '%s walks on with createdAtLt only when the platform takes it',
    async (op, list) => {
      server.enqueue({ body: [resource(1)] });
      const answer = await list.call(client);
      const walksOn = answer instanceof ArrayPage && !(answer instanceof SinglePage);
      expect(walksOn).toBe(plainArrayLists.get(op));
    },
  );
});

describe('lists the platform does not page', () => {
  it.each([
    ['workflows', (c: VoiceClient) => c.workflows.list()],
    ['files', (c: VoiceClient) => c.files.list()],
  ] as const)('walks every one of the %s from one request, however many', async (_, list) => {
    const everything = Array.from({ length: 150 }, (_, n) => resource(n));
    server.enqueue({ body: everything }, { body: everything });
    const walked = new Set<string>();
    for await (const found of list(client)) walked.add(found.id);
    expect(walked.size).toBe(150);
    expect(server.requests).toHaveLength(1);
    expect(await list(client)).toBeInstanceOf(SinglePage);
  });
});
