import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { toMessages } from './ajv-messages.ts';
import { splitLocalProviders } from './local-providers.ts';
import { taggedUnionOf, type TaggedUnion } from './unions.ts';

/**
 * Our OpenAPI description of the platform API: the SDK's package export, the one contract
 * (resolved by package name, so it is the same document the SDK's types come from).
 */
export const openapiDocumentFile = createRequire(import.meta.url).resolve(
  '@vibe/voice-sdk/openapi.yaml',
);

/** Fields the platform sets; a body that sends them is refused, as by the provider. */
const platformFields = ['id', 'orgId', 'createdAt', 'updatedAt'];

/** Checks request bodies; answers one string per problem (empty when the body is fine). */
export interface BodyValidator {
  /** `operation` is `METHOD /path/{param}` as in the OpenAPI description. */
  validate(operation: string, body: unknown): string[];
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
}

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

/**
 * Builds the validator from our OpenAPI description (JSON Schema 2020-12 under OpenAPI 3.1).
 * An operation without a JSON body schema is checked only for the fields the platform sets.
 */
export function createBodyValidator(
  options: { warn?: (message: string) => void } = {},
): BodyValidator {
  const ajv = new Ajv2020({ allErrors: true, strict: false, discriminator: true });
  addFormats(ajv);
  const document = parse(readFileSync(openapiDocumentFile, 'utf8')) as OpenApiDocument;
  addDiscriminators(document as Record<string, unknown>);
  ajv.addSchema({ ...(document as object), $id: 'platform' }, undefined, undefined, false);
  const compiled = new Map<string, Check | null>();

  const compile = (operation: string): Check | null => {
    if (compiled.has(operation)) return compiled.get(operation)!;
    let validate: Check | null = null;
    const [method, path] = operation.split(' ') as [string, string];
    const json = document.paths?.[path]?.[method.toLowerCase()]?.requestBody?.content?.[
      'application/json'
    ] as { schema?: unknown } | undefined;
    if (json?.schema) {
      const pointer = `#/paths/${escape(path)}/${method.toLowerCase()}/requestBody/content/application~1json/schema`;
      try {
        const union = taggedUnionOf(document as Record<string, unknown>, json.schema);
        validate = union
          ? unionCheck(ajv, union)
          : plainCheck(ajv.compile({ $ref: `platform${pointer}` }));
      } catch (error) {
        options.warn?.(`OpenAPI schema of ${operation} does not compile: ${String(error)}`);
      }
    }
    compiled.set(operation, validate);
    return validate;
  };

  return {
    validate(operation, body) {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return ['body must be an object'];
      }
      const problems = platformFields
        .filter((field) => field in body)
        .map((field) => `property ${field} should not exist`);
      // The platform's own providers (see local-providers.ts) are checked apart.
      const local = splitLocalProviders(operation, body as Record<string, unknown>);
      problems.push(...local.problems, ...(compile(operation)?.(local.rest) ?? []));
      return [...new Set(problems)];
    },
  };
}

/** Checks a body, answering its problems. */
type Check = (body: Record<string, unknown>) => string[];

function plainCheck(validate: ValidateFunction): Check {
  return (body) => (validate(body) ? [] : toMessages(validate.errors ?? []));
}

// A tagged union checks the one branch the tag chooses; an unknown tag is one problem.
function unionCheck(ajv: Ajv2020, union: TaggedUnion): Check {
  const branches = union.branches.map((b) => ({
    values: b.values,
    check: plainCheck(ajv.compile({ $ref: `platform${b.ref}` })),
  }));
  const allowed = [...new Set(union.branches.flatMap((b) => b.values))];
  // Update bodies (`UpdateToolDTO`) may leave the tag out: the stored resource's kind applies,
  // which the body alone cannot tell, so such a body passes when some kind would take it.
  const tagOptional = union.branches.every((b) => !b.tagRequired);
  return (body) => {
    const tag = body[union.tag];
    const branch = branches.find((b) => b.values.includes(tag));
    if (branch) return branch.check(body);
    if (tag === undefined && tagOptional) return closestFit(branches, body);
    return tag === undefined
      ? [
          `${union.tag} should not be empty`,
          `${union.tag} must be one of the following values: ${allowed.join(', ')}`,
        ]
      : [`${union.tag} must be one of the following values: ${allowed.join(', ')}`];
  };
}

/** No problems when some branch takes the body; else the problems of the nearest branch. */
function closestFit(
  branches: readonly { check: Check }[],
  body: Record<string, unknown>,
): string[] {
  let nearest: string[] | null = null;
  for (const branch of branches) {
    const problems = branch.check(body);
    if (problems.length === 0) return [];
    if (!nearest || problems.length < nearest.length) nearest = problems;
  }
  return nearest ?? [];
}

/**
 * Marks every tagged `oneOf` of the document (models by `provider`, tools by `type`, …) as a
 * discriminated union, so a nested body is checked against the one member its tag chooses
 * and answers that member's problems, not every member's.
 */
function addDiscriminators(document: Record<string, unknown>): void {
  const schemas = (document.components as { schemas?: Record<string, unknown> } | undefined)
    ?.schemas;
  for (const schema of Object.values(schemas ?? {})) {
    const node = schema as Record<string, unknown>;
    if (!Array.isArray(node.oneOf) || node.discriminator) continue;
    const union = taggedUnionOf(document, node);
    if (union && union.branches.every((b) => b.direct)) {
      node.discriminator = { propertyName: union.tag };
    }
  }
}

function escape(path: string): string {
  return path.replace(/~/g, '~0').replace(/\//g, '~1');
}
