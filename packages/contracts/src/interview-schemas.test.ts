import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { InterviewDefinition, InterviewSampleBody } from './interview.ts';
import { interviewDefinitionSchema, type interviewSampleBodySchema } from './interview-schemas.ts';

// Checked by `tsc` (the workspace's typecheck): the dashboard sends the plain types and the
// server reads them, so each must be what its schema takes and gives.
describe('the plain interview types equal their schemas', () => {
  it('for the definition', () => {
    expectTypeOf<z.input<typeof interviewDefinitionSchema>>().toEqualTypeOf<InterviewDefinition>();
    expectTypeOf<z.output<typeof interviewDefinitionSchema>>().toEqualTypeOf<InterviewDefinition>();
  });

  it('for the sample body', () => {
    expectTypeOf<z.input<typeof interviewSampleBodySchema>>().toEqualTypeOf<InterviewSampleBody>();
    expectTypeOf<z.output<typeof interviewSampleBodySchema>>().toEqualTypeOf<InterviewSampleBody>();
  });
});

describe('the definition schema', () => {
  const definition = {
    firstMessage: 'Hello!',
    questions: ['What do you build?'],
    closingLine: 'Bye.',
    voice: { provider: 'local', voiceId: 'en-us' },
    silenceTimeoutSeconds: 30,
    maxDurationSeconds: 600,
  };

  it('takes the nudge switch as a boolean, or without it (docs/product.md#reactions)', () => {
    expect(interviewDefinitionSchema.parse(definition)).not.toHaveProperty('nudgeShortAnswers');
    expect(
      interviewDefinitionSchema.parse({ ...definition, nudgeShortAnswers: false }),
    ).toMatchObject({ nudgeShortAnswers: false });
    expect(
      interviewDefinitionSchema.safeParse({ ...definition, nudgeShortAnswers: 'no' }).success,
    ).toBe(false);
  });
});
