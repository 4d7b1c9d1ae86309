import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error.ts';

describe('describeError', () => {
  it('keeps the query but drops its parameters and the data in the stack header', () => {
    const cause = new Error('relation "onboarding" does not exist');
    const error = new Error(
      'Failed query: insert into "onboarding" ("email") values ($1)\nparams: ada@example.com',
      { cause },
    );
    const summary = describeError(error);
    expect(summary).toMatchObject({
      error: 'Error',
      message: 'Failed query: insert into "onboarding" ("email") values ($1)',
      cause: 'relation "onboarding" does not exist',
    });
    expect(JSON.stringify(summary)).not.toContain('ada@example.com');
    expect(summary.stack).toMatch(/^\s+at /);
  });
});
