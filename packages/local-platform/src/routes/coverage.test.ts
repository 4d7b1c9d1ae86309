import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { openapiDocumentFile } from '../validation/body-validator.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from '../testing/test-platform.ts';

const document = parse(readFileSync(openapiDocumentFile, 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};
const methods = ['get', 'post', 'put', 'patch', 'delete'];
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  methods.filter((m) => m in item).map((m) => ({ method: m.toUpperCase(), path })),
);

describe('every operation of our OpenAPI description', () => {
  let t: PlatformUnderTest;
  beforeAll(async () => {
    t = await startPlatformUnderTest('pglite');
  });
  afterAll(() => t.close());

  it('covers the 135 routes of the product list', () => {
    expect(operations.length).toBeGreaterThanOrEqual(135);
  });

  it.each(operations)('$method $path is served (never "Cannot …")', async ({ method, path }) => {
    // Path parameters get a well-formed id that matches nothing, or a provider name.
    const url = path
      .replace('{provider}', '11labs')
      .replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
    const res = await t.call(method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(String(res.body?.message ?? '')).not.toMatch(/^Cannot /);
    expect(res.status).toBeLessThan(500);
  });
});
