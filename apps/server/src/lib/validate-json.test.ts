import { onboardingBodySchema, transcriptSaveBodySchema } from '@vibe/contracts/api-schemas';
import { describe, expect, it } from 'vitest';
import { toApiError } from './validate-json.ts';

const failure = (schema: { safeParse(value: unknown): { error?: unknown } }, value: unknown) =>
  schema.safeParse(value).error as Parameters<typeof toApiError>[0];

describe('toApiError', () => {
  it('names the first bad field in a 400 invalid_body', () => {
    const error = toApiError(failure(onboardingBodySchema, { email: 42 }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_body');
    expect(error.message).toMatch(/^Invalid request body \(email: .+\)\.$/);
  });

  it('names nested fields by their path', () => {
    const body = {
      from_index: 0,
      entries: [{ role: 'robot', text: '', timestamp: '2026-01-01T00:00:00Z' }],
    };
    expect(toApiError(failure(transcriptSaveBodySchema, body)).message).toContain('entries.0.role');
  });

  it('answers an over-long e-mail with invalid_email', () => {
    const error = toApiError(failure(onboardingBodySchema, { email: 'a'.repeat(5000) }));
    expect(error.code).toBe('invalid_email');
  });

  it('answers an e-mail that breaks the e-mail rule with invalid_email', () => {
    const error = toApiError(failure(onboardingBodySchema, { email: 'ada@localhost' }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_email');
  });

  it('answers an e-mail PostgreSQL cannot store with invalid_body naming it', () => {
    const error = toApiError(failure(onboardingBodySchema, { email: 'ada\u0000@example.com' }));
    expect(error.code).toBe('invalid_body');
    expect(error.message).toContain('(email:');
  });

  it('answers a body that is not an object with invalid_body', () => {
    expect(toApiError(failure(onboardingBodySchema, 'text')).code).toBe('invalid_body');
  });
});
