/** A member of a tagged union: the tag values it accepts and the schema that checks it. */
export interface UnionBranch {
  values: unknown[];
  ref: string;
  /** The tag is a required property of the member itself (not only of an `allOf` part). */
  direct: boolean;
  /**
   * The member requires the tag (itself or in an `allOf` part). The provider's update bodies
   * (`Update*ToolDTO`) do not: a PATCH may leave the tag out and mean the stored kind.
   */
  tagRequired: boolean;
}

/** A body schema that is a union told apart by one property (`type`, `provider`). */
export interface TaggedUnion {
  tag: string;
  branches: UnionBranch[];
}

type Schema = Record<string, unknown>;

const tagNames = ['type', 'provider'];

/**
 * Finds whether a schema (by `$ref` into the document) is a `oneOf` of `$ref` branches that
 * each fix a tag property with `const` or `enum`. Validation then checks only the branch the
 * body's tag chooses, so a body gets that branch's problems instead of every branch's.
 */
export function taggedUnionOf(document: Schema, schema: unknown): TaggedUnion | null {
  const root = resolve(document, schema);
  const oneOf = root?.oneOf;
  if (!Array.isArray(oneOf)) return null;
  for (const tag of tagNames) {
    const branches: UnionBranch[] = [];
    for (const branch of oneOf as Schema[]) {
      const ref = typeof branch.$ref === 'string' ? branch.$ref : null;
      const member = ref ? resolve(document, branch) : null;
      const values = tagValues(document, member, tag);
      if (!ref || !values) break;
      branches.push({
        values,
        ref,
        direct: isDirect(member, tag),
        tagRequired: requiresTag(document, member, tag),
      });
    }
    if (branches.length === oneOf.length) return { tag, branches };
  }
  return null;
}

function isDirect(member: Schema | null, tag: string): boolean {
  const properties = member?.properties as Record<string, unknown> | undefined;
  const required = member?.required;
  return Boolean(properties?.[tag]) && Array.isArray(required) && required.includes(tag);
}

function requiresTag(document: Schema, schema: Schema | null, tag: string, depth = 0): boolean {
  if (!schema || depth > 10) return false;
  if (Array.isArray(schema.required) && schema.required.includes(tag)) return true;
  return ((schema.allOf as Schema[] | undefined) ?? []).some((part) =>
    requiresTag(document, resolve(document, part), tag, depth + 1),
  );
}

function tagValues(document: Schema, schema: Schema | null, tag: string): unknown[] | null {
  if (!schema) return null;
  const property = (schema.properties as Record<string, Schema> | undefined)?.[tag];
  const own = property ? resolve(document, property) : null;
  if (own && 'const' in own) return [own.const];
  if (own && Array.isArray(own.enum)) return own.enum as unknown[];
  for (const part of (schema.allOf as Schema[] | undefined) ?? []) {
    const found = tagValues(document, resolve(document, part), tag);
    if (found) return found;
  }
  return null;
}

function resolve(document: Schema, schema: unknown): Schema | null {
  let current = schema as Schema | undefined;
  for (let depth = 0; current && typeof current.$ref === 'string' && depth < 10; depth++) {
    const ref: string = current.$ref;
    if (!ref.startsWith('#/')) return null;
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (node, key) => (node as Schema | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        document,
      ) as Schema | undefined;
  }
  return current ?? null;
}
