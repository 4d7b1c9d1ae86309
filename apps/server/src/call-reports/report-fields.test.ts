// The wire contract, checked by the compiler: what the validator outputs is exactly the part of
// the protocol's end-of-call report that report-fields.ts names, and ended reasons are the
// protocol's enum.
import type { CallEndedReason, EndOfCallReport } from '@vibe/voice-sdk/protocol';
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { endOfCallReportSchema, CallReport } from './call-report.ts';
import type { ReadEndOfCallReport } from './report-fields.ts';

describe('the end-of-call report validator', () => {
  it("outputs exactly the protocol's report fields the server reads", () => {
    expectTypeOf<z.output<typeof endOfCallReportSchema>>().toEqualTypeOf<ReadEndOfCallReport>();
  });

  it("reads the protocol's own types for the fields it keeps", () => {
    expectTypeOf<NonNullable<ReadEndOfCallReport['endedReason']>>().toEqualTypeOf<
      EndOfCallReport['endedReason']
    >();
    expectTypeOf<NonNullable<ReadEndOfCallReport['startedAt']>>().toEqualTypeOf<
      NonNullable<EndOfCallReport['startedAt']>
    >();
    expectTypeOf<CallReport['endedReason']>().toEqualTypeOf<CallEndedReason | undefined>();
  });

  it('lets no ended reason outside the enum compile', () => {
    expectTypeOf<'customer-ended-call'>().toExtend<CallEndedReason>();
    expectTypeOf<'customer-left-the-building'>().not.toExtend<CallEndedReason>();
    // @ts-expect-error an ended reason the protocol does not list
    const reason: CallEndedReason = 'customer-left-the-building';
    expectTypeOf(reason).toEqualTypeOf<CallEndedReason>();
  });
});
