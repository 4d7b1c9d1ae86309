import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  fieldsOf,
  loadOurDocument,
  loadProviderDocument,
  measureCoverage,
  PROVIDER_DOCUMENT_FILE,
  type CoverageReport,
} from './schema-coverage.ts';

const haveProvider = existsSync(PROVIDER_DOCUMENT_FILE);
if (!haveProvider) {
  console.warn(
    `Skipping the schema coverage check: the provider's OpenAPI document is not at ${PROVIDER_DOCUMENT_FILE}.`,
  );
}

describe('our OpenAPI document against the provider’s', () => {
  // Measured once: the provider's document is large.
  let measured: CoverageReport | undefined;
  const coverage = () => (measured ??= measureCoverage(loadProviderDocument(), loadOurDocument()));

  it.skipIf(!haveProvider)(
    'holds at least 95 % of the provider’s request and response field names, two levels deep',
    () => {
      const report = coverage();
      expect(report.provider).toBeGreaterThan(10_000);
      expect(report.ratio).toBeGreaterThanOrEqual(0.95);
    },
    60_000,
  );

  it.skipIf(!haveProvider)(
    'has each model, voice, transcriber and tool (created or updated) with its own fields',
    () => {
      const report = coverage();
      const missing = (operation: string, side: string, prefix: string) =>
        report.operations
          .find((o) => o.operation === operation && o.side === side)!
          .missing.filter((field) => field.startsWith(prefix));
      expect(missing('POST /assistant', 'request', 'model[')).toEqual([]);
      expect(missing('POST /assistant', 'request', 'voice[')).toEqual([]);
      expect(missing('POST /assistant', 'request', 'transcriber[')).toEqual([]);
      expect(missing('POST /tool', 'request', '[')).toEqual([]);
      expect(missing('PATCH /tool/{}', 'request', '')).toEqual([]);
    },
    60_000,
  );
});

describe('field names', () => {
  const document = {
    components: {
      schemas: {
        A: {
          type: 'object',
          required: ['provider'],
          properties: { provider: { const: 'a' }, speed: { type: 'number' } },
        },
        B: { type: 'object', properties: { provider: { enum: ['b'] }, pitch: {} } },
        Meta: { type: 'object', properties: { id: { type: 'string' } } },
      },
    },
  };
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

  it('qualifies a tagged union’s fields by tag, so a loose object does not count', () => {
    const union = { type: 'object', properties: { voice: { oneOf: [ref('A'), ref('B')] } } };
    const loose = {
      type: 'object',
      properties: { voice: { type: 'object', properties: { provider: {}, speed: {}, pitch: {} } } },
    };
    expect([...fieldsOf(document, union)]).toEqual([
      'voice',
      'voice[provider=a].provider',
      'voice[provider=a].speed',
      'voice[provider=b].provider',
      'voice[provider=b].pitch',
    ]);
    expect([...fieldsOf(document, loose)]).toEqual([
      'voice',
      'voice.provider',
      'voice.speed',
      'voice.pitch',
    ]);
  });

  it('labels members that lack the tag by the union’s discriminator mapping (update bodies)', () => {
    const withoutTags = {
      components: {
        schemas: {
          UpdateA: { type: 'object', properties: { speed: {} } },
          UpdateB: { type: 'object', properties: { pitch: {} } },
        },
      },
    };
    const union = {
      oneOf: [ref('UpdateA'), ref('UpdateB')],
      discriminator: {
        propertyName: 'provider',
        mapping: { a: ref('UpdateA').$ref, b: ref('UpdateB').$ref },
      },
    };
    expect([...fieldsOf(withoutTags, union)]).toEqual(['[provider=a].speed', '[provider=b].pitch']);
  });

  it('counts fields beside a union (in allOf) as fields of every member, and stops at two levels', () => {
    const stored = { allOf: [ref('Meta'), { oneOf: [ref('A'), ref('B')] }] };
    expect(fieldsOf(document, stored)).toEqual(
      new Set([
        'id',
        '[provider=a].id',
        '[provider=b].id',
        '[provider=a].provider',
        '[provider=a].speed',
        '[provider=b].provider',
        '[provider=b].pitch',
      ]),
    );
    const deep = { properties: { a: { properties: { b: { properties: { c: {} } } } } } };
    expect([...fieldsOf(document, deep)]).toEqual(['a', 'a.b']);
  });
});
