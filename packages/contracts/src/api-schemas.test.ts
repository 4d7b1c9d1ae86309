import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  API_ERROR_CODES,
  type InterviewCompleteBody,
  type InterviewStartBody,
  type OnboardingBody,
  type TranscriptEntry,
  type TranscriptSaveBody,
} from './api.ts';
import type {
  interviewCompleteBodySchema,
  interviewStartBodySchema,
  onboardingBodySchema,
  transcriptEntrySchema,
  transcriptSaveBodySchema,
} from './api-schemas.ts';
import { emailSchema } from './api-schemas.ts';
import { EMAIL_MAX_LENGTH } from './limits.ts';

// The plain types of ./api.ts are what the browser sends and the server reads: each must be the
// type its schema takes (input) and gives (output), so the two files cannot drift apart. These
// assertions are checked by `tsc` (the workspace's typecheck), not at run time.
describe('the plain /api types equal their schemas', () => {
  it('for a transcript entry', () => {
    expectTypeOf<z.input<typeof transcriptEntrySchema>>().toEqualTypeOf<TranscriptEntry>();
    expectTypeOf<z.output<typeof transcriptEntrySchema>>().toEqualTypeOf<TranscriptEntry>();
  });

  it('for the onboarding body', () => {
    expectTypeOf<z.input<typeof onboardingBodySchema>>().toEqualTypeOf<OnboardingBody>();
    expectTypeOf<z.output<typeof onboardingBodySchema>>().toEqualTypeOf<OnboardingBody>();
  });

  it('for the interview bodies', () => {
    expectTypeOf<z.input<typeof interviewStartBodySchema>>().toEqualTypeOf<InterviewStartBody>();
    expectTypeOf<z.output<typeof interviewStartBodySchema>>().toEqualTypeOf<InterviewStartBody>();
    expectTypeOf<z.input<typeof transcriptSaveBodySchema>>().toEqualTypeOf<TranscriptSaveBody>();
    expectTypeOf<z.output<typeof transcriptSaveBodySchema>>().toEqualTypeOf<TranscriptSaveBody>();
    expectTypeOf<
      z.input<typeof interviewCompleteBodySchema>
    >().toEqualTypeOf<InterviewCompleteBody>();
    expectTypeOf<
      z.output<typeof interviewCompleteBodySchema>
    >().toEqualTypeOf<InterviewCompleteBody>();
  });
});

describe('emailSchema', () => {
  it('gives the address normalised', () => {
    expect(emailSchema.parse('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('marks an address that breaks the rule with the invalid_email code', () => {
    for (const raw of ['ada.example.com', 'ada lovelace@example.com', 'ada@localhost', '   ']) {
      const issue = emailSchema.safeParse(raw).error?.issues[0];
      expect(issue?.code, raw).toBe('custom');
      expect((issue as { params?: { code?: string } }).params?.code, raw).toBe(
        API_ERROR_CODES.invalidEmail,
      );
    }
  });

  it('applies the length cap after normalising', () => {
    const longest = `${'a'.repeat(EMAIL_MAX_LENGTH - 6)}@b.com`;
    expect(emailSchema.parse(`  ${longest}  `)).toBe(longest);
    expect(emailSchema.safeParse(`${longest}x`).success).toBe(false);
  });

  it('refuses text PostgreSQL cannot store as such, not as a broken rule', () => {
    const issue = emailSchema.safeParse('ada\u0000@example.com').error?.issues[0];
    expect(issue?.message).toBe('must not contain NUL characters');
  });
});
