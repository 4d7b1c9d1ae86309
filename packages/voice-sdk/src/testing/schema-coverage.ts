/**
 * Measures how many of the provider's request and response field names our OpenAPI document
 * holds, two levels deep, operation by operation.
 *
 * A field is named by its path from the body: `name`, `voice.speed`. A union told apart by a
 * tag (`provider`, `type`) qualifies its members' fields with the tag value, so
 * `model[provider=openai].temperature` counts only when our document has an OpenAI model
 * branch with a `temperature`: a loose object listing every name does not score. Lists count
 * their items' fields at the list's own level.
 *
 * Run it against the provider's published document (read where it lies, never copied):
 *   npx tsx packages/voice-sdk/src/testing/schema-coverage.ts [provider.json] [--missing]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

type Schema = Record<string, unknown>;
type Document = Schema & { paths?: Record<string, Record<string, Schema>> };

/** How deep field names are compared: the body's own fields and their fields. */
const DEPTH = 2;
const TAGS = ['type', 'provider'];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export interface OperationCoverage {
  /** `METHOD /path` with path parameters written `{}`, `request` or `response`. */
  operation: string;
  side: 'request' | 'response';
  provider: number;
  matched: number;
  missing: string[];
}

export interface CoverageReport {
  provider: number;
  matched: number;
  /** matched / provider, 0…1. */
  ratio: number;
  operations: OperationCoverage[];
}

/**
 * The provider's published document, beside the repository (`../shared/reference`): read where
 * it lies, never copied in. Absent on machines without it; the tests that need it then skip.
 */
export const PROVIDER_DOCUMENT_FILE = fileURLToPath(
  new URL('../../../../../shared/reference/platform-openapi-2025-06.json', import.meta.url),
);

/** The provider's document (JSON), by default {@link PROVIDER_DOCUMENT_FILE}. */
export function loadProviderDocument(file = PROVIDER_DOCUMENT_FILE): Document {
  return JSON.parse(readFileSync(file, 'utf8')) as Document;
}

/** Our contract: the SDK's OpenAPI document. */
export function loadOurDocument(): Document {
  return parse(
    readFileSync(fileURLToPath(new URL('../../openapi/platform.yaml', import.meta.url)), 'utf8'),
  ) as Document;
}

/** Compares every operation of the provider's document with the same operation of ours. */
export function measureCoverage(provider: Document, ours: Document): CoverageReport {
  const ourOperations = operationsOf(ours);
  const operations: OperationCoverage[] = [];
  for (const [operation, theirs] of operationsOf(provider)) {
    const mine = ourOperations.get(operation);
    for (const side of ['request', 'response'] as const) {
      const wanted = fieldsOf(provider, bodySchema(theirs, side));
      if (wanted.size === 0) continue;
      const have = mine ? fieldsOf(ours, bodySchema(mine, side)) : new Set<string>();
      const missing = [...wanted].filter((field) => !have.has(field));
      operations.push({
        operation,
        side,
        provider: wanted.size,
        matched: wanted.size - missing.length,
        missing,
      });
    }
  }
  const total = operations.reduce((sum, o) => sum + o.provider, 0);
  const matched = operations.reduce((sum, o) => sum + o.matched, 0);
  return { provider: total, matched, ratio: total ? matched / total : 1, operations };
}

function operationsOf(document: Document): Map<string, Schema> {
  const found = new Map<string, Schema>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation)
        found.set(`${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`, operation);
    }
  }
  return found;
}

function bodySchema(operation: Schema, side: 'request' | 'response'): unknown {
  if (side === 'request') {
    const content = (operation.requestBody as Schema | undefined)?.content as Schema | undefined;
    return ((content?.['application/json'] ?? content?.['multipart/form-data']) as Schema)?.schema;
  }
  const responses = (operation.responses ?? {}) as Record<string, Schema>;
  const success = Object.keys(responses).find((code) => /^2\d\d$/.test(code));
  const content = success ? (responses[success]?.content as Schema | undefined) : undefined;
  // A streamed answer's events count as fields of the answer, whichever media type holds them.
  const schemas = ['application/json', 'text/event-stream']
    .map((type) => (content?.[type] as Schema | undefined)?.schema)
    .filter((schema): schema is Schema => typeof schema === 'object' && schema !== null)
    .filter((schema) => schema.type !== 'string');
  if (schemas.length < 2) return schemas[0];
  // JSON or one of the stream's events: the answer is one of all of them.
  return { anyOf: schemas.flatMap((schema) => (schema.oneOf as Schema[] | undefined) ?? [schema]) };
}

/** The field paths of a body schema, down to DEPTH levels. */
export function fieldsOf(document: Document, schema: unknown): Set<string> {
  const fields = new Set<string>();
  collect(document, schema, [''], 1, fields, new Set());
  return fields;
}

/**
 * Adds the fields of `schema` under every prefix. Fields that sit beside a tagged union in an
 * `allOf` (an id every member has) count as fields of each member, so writing them once
 * beside the union or in every member measures the same.
 */
function collect(
  document: Document,
  schema: unknown,
  prefixes: string[],
  level: number,
  fields: Set<string>,
  seen: Set<Schema>,
): void {
  const node = resolve(document, schema);
  if (!node || seen.has(node)) return;
  const path = new Set(seen).add(node);
  if (node.items) collect(document, node.items, prefixes, level, fields, path);
  const parts = (node.allOf as unknown[] | undefined) ?? [];
  const unionLabels = parts.flatMap((part) => labelsOf(document, part, prefixes));
  for (const part of parts) {
    const inner = labelsOf(document, part, prefixes).length
      ? prefixes
      : [...prefixes, ...unionLabels];
    collect(document, part, inner, level, fields, path);
  }
  const members = unionMembers(node);
  const tagged = tagsOf(document, node);
  members.forEach((member, index) => {
    const labels = tagged ? prefixes.map((prefix) => label(prefix, tagged, index)) : prefixes;
    collect(document, member, labels, level, fields, path);
  });
  const own = tagged
    ? [...prefixes, ...members.map((_, i) => prefixes.map((p) => label(p, tagged, i))).flat()]
    : prefixes;
  for (const [name, property] of Object.entries((node.properties ?? {}) as Schema)) {
    for (const prefix of own) fields.add(prefix + name);
    if (level < DEPTH) {
      collect(
        document,
        property,
        own.map((prefix) => `${prefix}${name}.`),
        level + 1,
        fields,
        path,
      );
    }
  }
}

function unionMembers(node: Schema): unknown[] {
  return [
    ...((node.oneOf as unknown[] | undefined) ?? []),
    ...((node.anyOf as unknown[] | undefined) ?? []),
  ];
}

function label(prefix: string, tagged: { tag: string; values: string[] }, index: number): string {
  return `${prefix.replace(/\.$/, '')}[${tagged.tag}=${tagged.values[index]}].`;
}

/** The member labels of a tagged union (reached through `$ref` and `allOf`), under each prefix. */
function labelsOf(document: Document, schema: unknown, prefixes: string[], depth = 0): string[] {
  const node = resolve(document, schema);
  if (!node || depth > 5) return [];
  const members = unionMembers(node);
  const tagged = tagsOf(document, node);
  if (tagged) return members.flatMap((_, i) => prefixes.map((prefix) => label(prefix, tagged, i)));
  return ((node.allOf as unknown[] | undefined) ?? []).flatMap((part) =>
    labelsOf(document, part, prefixes, depth + 1),
  );
}

/**
 * When every member of a union fixes the same tag property, the tag and each member's value.
 * When no member has the property, each takes its value from the union's discriminator
 * mapping: the provider's update bodies (`Update*ToolDTO`) leave `type` out but are still told
 * apart by it, so their fields are compared member by member like the create bodies'.
 */
function tagsOf(document: Document, union: Schema): { tag: string; values: string[] } | null {
  const members = unionMembers(union);
  if (members.length < 2) return null;
  for (const tag of TAGS) {
    const own = members.map((member) => tagValue(document, member, tag));
    const values = own.every((value) => value === null)
      ? members.map((member) => mappedValue(union, member, tag))
      : own;
    if (values.every((value): value is string => value !== null)) return { tag, values };
  }
  return null;
}

function mappedValue(union: Schema, member: unknown, tag: string): string | null {
  const discriminator = union.discriminator as
    { propertyName?: string; mapping?: Record<string, string> } | undefined;
  const ref = (member as Schema | null)?.$ref;
  if (discriminator?.propertyName !== tag || typeof ref !== 'string') return null;
  const entry = Object.entries(discriminator.mapping ?? {}).find(([, target]) => target === ref);
  return entry ? entry[0] : null;
}

function tagValue(document: Document, schema: unknown, tag: string): string | null {
  const node = resolve(document, schema);
  if (!node) return null;
  const property = resolve(document, (node.properties as Schema | undefined)?.[tag]);
  if (property && 'const' in property) return String(property.const);
  if (property && Array.isArray(property.enum)) return [...property.enum].sort().join('|');
  for (const part of (node.allOf as unknown[] | undefined) ?? []) {
    const value = tagValue(document, part, tag);
    if (value !== null) return value;
  }
  return null;
}

/** The schema a `$ref` (or a chain of them) points at inside `document`; `null` if none. */
export function resolve(document: Document, schema: unknown): Schema | null {
  let node = schema as Schema | undefined;
  for (let hops = 0; node && typeof node.$ref === 'string' && hops < 20; hops++) {
    const ref = node.$ref as string;
    if (!ref.startsWith('#/')) return null;
    node = ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (at, key) => (at as Schema | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        document,
      ) as Schema | undefined;
  }
  return node && typeof node === 'object' ? node : null;
}

function main(): void {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  const report = measureCoverage(loadProviderDocument(file), loadOurDocument());
  for (const o of report.operations) {
    const percent = ((100 * o.matched) / o.provider).toFixed(0).padStart(3);
    console.log(`${percent} %  ${o.matched}/${o.provider}  ${o.operation} ${o.side}`);
    if (args.includes('--missing') && o.missing.length)
      console.log(`        ${o.missing.join(' ')}`);
  }
  console.log(
    `\n${(100 * report.ratio).toFixed(1)} % of the provider's field names two levels deep (${report.matched}/${report.provider})`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
