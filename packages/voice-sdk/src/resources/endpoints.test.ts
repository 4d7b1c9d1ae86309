import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VoiceClient } from '../client.ts';
import { AbstractPage, ArrayPage, SinglePage } from '../core/pagination.ts';
import {
  startRecordingServer,
  type RecordedRequest,
  type RecordingServer,
} from '../testing/recording-server.ts';
import { endpointCases, ID, type EndpointCase, type FormPart } from '../testing/endpoint-cases.ts';

// The contract: our OpenAPI document. Each case's operationId picks its method, path template,
// success status, security and body kind from it.
interface DocOperation {
  operationId: string;
  method: string;
  template: string;
  security?: unknown[];
  parameters?: Array<{ $ref?: string; name?: string }>;
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface Schema {
  $ref?: string;
  type?: string;
}
const document = parse(
  readFileSync(new URL('../../openapi/platform.yaml', import.meta.url), 'utf8'),
) as { paths: Record<string, Record<string, Omit<DocOperation, 'method' | 'template'>>> };
const operations = new Map<string, DocOperation>();
for (const [template, item] of Object.entries(document.paths)) {
  for (const [method, operation] of Object.entries(item)) {
    operations.set(operation.operationId, { ...operation, method: method.toUpperCase(), template });
  }
}

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv2020) => Ajv2020;
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
addFormats(ajv);
// The document's top-level OpenAPI fields; every schema inside is checked strictly.
ajv.addVocabulary([
  'openapi',
  'info',
  'servers',
  'tags',
  'paths',
  'webhooks',
  'components',
  'security',
]);
ajv.addFormat('binary', true);
ajv.addSchema({ ...document, $id: 'platform' });
/** operationId → whether the list takes `createdAtLt`, for every GET answering a plain array. */
const plainArrayLists = new Map<string, boolean>();
for (const [id, op] of operations) {
  const success = Object.entries(op.responses).find(([status]) => /^2/.test(status));
  if (op.method !== 'GET' || success?.[1].content?.['application/json']?.schema?.type !== 'array') {
    continue;
  }
  const takesCursor = (op.parameters ?? []).some(
    (p) => p.name === 'createdAtLt' || p.$ref?.endsWith('/CreatedAtLt'),
  );
  plainArrayLists.set(id, takesCursor);
}

const pointer = (op: DocOperation) =>
  `platform#/paths/${op.template.replace(/~/g, '~0').replace(/\//g, '~1')}/${op.method.toLowerCase()}/requestBody/content/application~1json/schema`;

/** A resource as the platform answers it. */
const item = {
  id: ID,
  orgId: '11111111-2222-4333-8444-555555555555',
  name: 'sample',
  createdAt: '2025-06-02T10:00:00.000Z',
  updatedAt: '2025-06-02T10:00:00.000Z',
};

/** The success status and canned answer the document promises for an operation. */
function answerFor(op: DocOperation): { status: number; body?: unknown } {
  const [code, response] = Object.entries(op.responses).find(([status]) => /^2/.test(status))!;
  const schema = response.content?.['application/json']?.schema;
  const status = Number(code);
  if (!schema) return { status };
  if (schema.$ref?.endsWith('PaginatedResponse')) {
    return {
      status,
      body: { results: [item], metadata: { itemsPerPage: 100, totalItems: 1, currentPage: 1 } },
    };
  }
  return { status, body: schema.type === 'array' ? [item] : item };
}

const sortedPairs = (pairs: Iterable<[string, string]>) =>
  [...pairs].sort(([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y));
const expectedQuery = (query: EndpointCase['query'] = {}) =>
  sortedPairs(
    Object.entries(query).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((v): [string, string] => [key, v]),
    ),
  );

async function expectForm(request: RecordedRequest, form: NonNullable<EndpointCase['form']>) {
  expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  const data = await request.formData();
  const keys = new Set<string>();
  data.forEach((_, key) => keys.add(key));
  expect(keys).toEqual(new Set(Object.keys(form)));
  for (const [key, expected] of Object.entries(form)) {
    const parts = data.getAll(key);
    const wanted: FormPart[] = Array.isArray(expected) ? expected : [expected];
    expect(parts).toHaveLength(wanted.length);
    for (const [index, want] of wanted.entries()) {
      const part = parts[index]!;
      if (typeof want === 'string') {
        expect(part).toBe(want);
      } else {
        expect(part).toBeInstanceOf(File);
        expect((part as File).name).toBe(want.name);
        expect(await (part as File).text()).toBe(want.text);
      }
    }
  }
}

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

describe('every endpoint', () => {
  it.each(endpointCases.map((c) => [c.op, c] as const))(
    '%s sends the documented request and returns the typed answer',
    async (_op, testCase) => {
      const op = operations.get(testCase.op);
      expect(op, `${testCase.op} is in the OpenAPI document`).toBeDefined();
      const { status, body } = answerFor(op!);
      server.enqueue({ status, body });

      const result = await testCase.call(client);

      expect(server.requests).toHaveLength(1);
      const request = server.requests[0]!;
      expect(request.method).toBe(op!.method);
      expect(request.path).toBe(testCase.path);
      expect(testCase.path).toMatch(new RegExp(`^${op!.template.replace(/\{\w+\}/g, '[^/]+')}$`));
      expect(sortedPairs(request.query.entries())).toEqual(expectedQuery(testCase.query));
      const open = Array.isArray(op!.security) && op!.security.length === 0;
      expect(request.headers.authorization).toBe(open ? undefined : 'Bearer sk-test');

      const content = op!.requestBody?.content ?? {};
      if ('multipart/form-data' in content) {
        await expectForm(request, testCase.form!);
      } else if ('application/json' in content) {
        expect(request.headers['content-type']).toBe('application/json');
        const sent = testCase.args.at(-1);
        expect(request.json()).toEqual(sent);
        const validate = ajv.getSchema(pointer(op!)) ?? ajv.compile({ $ref: pointer(op!) });
        expect(validate(sent), JSON.stringify(validate.errors)).toBe(true);
      } else {
        expect(testCase.form).toBeUndefined();
        expect(request.body).toHaveLength(0);
      }

      if (result instanceof AbstractPage) {
        expect(result.getPaginatedItems()).toEqual([item]);
      } else {
        expect(result).toEqual(body);
      }
    },
  );
});

describe('the endpoint table', () => {
  it('covers every operation of the OpenAPI document exactly once', () => {
    const covered = endpointCases.map((c) => c.op);
    expect(new Set(covered).size).toBe(covered.length);
    expect(new Set(covered)).toEqual(new Set(operations.keys()));
  });

  it('has one case per client method, so no method goes untested', () => {
    const methods = new Set<string>();
    const walk = (resource: object, name: string) => {
      for (const key of Object.getOwnPropertyNames(Object.getPrototypeOf(resource))) {
        if (key !== 'constructor') methods.add(`${name}.${key}`);
      }
      for (const [key, value] of Object.entries(resource)) {
        if (key !== '_client' && typeof value === 'object') walk(value as object, `${name}.${key}`);
      }
    };
    for (const [key, value] of Object.entries(client)) {
      if (typeof value === 'object' && value !== null && '_client' in value) walk(value, key);
    }
    expect(methods.size).toBe(endpointCases.length);
  });
});

describe('the OpenAPI document', () => {
  it('asks for the bearer key on every operation except the credentials webhook', () => {
    const open = [...operations]
      .filter(([, op]) => !op.security?.some((s) => typeof s === 'object' && s && 'bearer' in s))
      .map(([id]) => id);
    expect(open).toEqual(['CredentialController_handleWebhook']);
  });

  it('holds only valid, strict JSON Schema 2020-12 schemas', () => {
    const schemas = (document as unknown as { components: { schemas: object } }).components.schemas;
    for (const name of Object.keys(schemas)) {
      expect(() => ajv.getSchema(`platform#/components/schemas/${name}`), name).not.toThrow();
    }
  });

  it('describes the error body on every operation', () => {
    for (const op of operations.values()) {
      expect(op.responses['400']).toEqual({ $ref: '#/components/responses/Error' });
    }
  });
});

// Which page kind each plain-array list uses follows the OpenAPI document: a list that takes
// `createdAtLt` walks on with it (ArrayPage); a list that takes no filters is one answer
// (SinglePage), since a cursor there would be ignored and only fetch the same list again.
const resource = (n: number) => ({
  id: `${ID.slice(0, -3)}${String(n).padStart(3, '0')}`,
  createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, 0, 1000 - n)).toISOString(),
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
