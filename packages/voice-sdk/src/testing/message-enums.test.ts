// The message types an assistant sends to its server (`serverMessages`) and to the browser
// (`clientMessages`) must be the provider's exact lists: a type missing here cannot be asked
// for, and an invented one is refused by the provider. Pinned against the provider's published
// document, read where it lies beside the repository (never copied in).
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  loadOurDocument,
  loadProviderDocument,
  PROVIDER_DOCUMENT_FILE,
  resolve,
} from './schema-coverage.ts';

const haveProvider = existsSync(PROVIDER_DOCUMENT_FILE);
if (!haveProvider) {
  console.warn(
    `Skipping the message-type check: the provider's OpenAPI document is not at ${PROVIDER_DOCUMENT_FILE}.`,
  );
}

const properties = ['serverMessages', 'clientMessages'] as const;
type Node = Record<string, unknown>;

/**
 * Every enum the document gives the items of `property`, wherever a schema declares it,
 * sorted (the order carries no meaning) and told apart as JSON.
 */
function itemEnumsOf(document: Node, property: string): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const declared = ((node as Node).properties as Node | undefined)?.[property] as
      Node | undefined;
    const items = resolve(document, declared?.items);
    if (Array.isArray(items?.enum)) found.add(JSON.stringify([...items.enum].sort()));
    Object.values(node).forEach(visit);
  };
  visit(document.components);
  return found;
}

describe('the assistant’s message types', () => {
  // Read once each: the provider's document is large.
  let provider: Node | undefined;
  let ourDocument: Node | undefined;

  it.skipIf(!haveProvider).each(properties)('%s are exactly the provider’s', (property) => {
    provider ??= loadProviderDocument();
    ourDocument ??= loadOurDocument();
    const theirs = itemEnumsOf(provider, property);
    const ours = itemEnumsOf(ourDocument, property);
    // One list each, used by every schema that has the property (assistant, overrides …).
    expect(theirs.size).toBe(1);
    expect(ours).toEqual(theirs);
  });
});
