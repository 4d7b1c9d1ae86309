import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { InterviewDefinition, InterviewSampleBody } from './interview.ts';
import type { interviewDefinitionSchema, interviewSampleBodySchema } from './interview-schemas.ts';

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
