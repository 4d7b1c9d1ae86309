import { describe, expect, it } from 'vitest';
import { createBodyValidator } from './body-validator.ts';

describe('body validation', () => {
  const openapi = createBodyValidator();
  const fallback = createBodyValidator({ openapiFile: '/nonexistent/platform.yaml' });

  it('uses our OpenAPI description when it exists, and the built-in rules otherwise', () => {
    expect(openapi.source).toBe('openapi');
    expect(fallback.source).toBe('fallback');
  });

  it('refuses the fields the platform sets, whatever the rules', () => {
    for (const validator of [openapi, fallback]) {
      expect(validator.validate('POST /assistant', { id: 'x', createdAt: 'y' })).toEqual(
        expect.arrayContaining([
          'property id should not exist',
          'property createdAt should not exist',
        ]),
      );
    }
  });

  it('checks a union by the branch its tag chooses, and names the allowed tags otherwise', () => {
    expect(openapi.validate('POST /tool', { type: 'apiRequest' })).toEqual([
      'method should not be empty',
      'url should not be empty',
    ]);
    const unknown = openapi.validate('POST /tool', { type: 'teleport' });
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toMatch(/^type must be one of the following values: function, apiRequest/);
  });

  it('reports limits and types in the provider wording', () => {
    expect(
      fallback.validate('POST /assistant', { name: 'x'.repeat(41), maxDurationSeconds: 5 }),
    ).toEqual([
      'name must be shorter than or equal to 40 characters',
      'maxDurationSeconds must not be less than 10',
    ]);
    expect(fallback.validate('POST /squad', [])).toEqual(['body must be an object']);
  });
});
