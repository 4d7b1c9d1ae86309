import { CALL_ENDED_REASONS, type CallEndedReason } from '@vibe/voice-sdk/protocol';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { describeEndedReason, ENDED_REASON_SENTENCES } from './ended-reasons.ts';

describe('ENDED_REASON_SENTENCES', () => {
  it('has a sentence for exactly the reasons the protocol names', () => {
    // The table's type is the whole record: a missing reason already fails the typecheck.
    expectTypeOf<keyof typeof ENDED_REASON_SENTENCES>().toEqualTypeOf<CallEndedReason>();
    const missing = CALL_ENDED_REASONS.filter((reason) => !ENDED_REASON_SENTENCES[reason]);
    expect(missing).toEqual([]);
    expect(Object.keys(ENDED_REASON_SENTENCES).sort()).toEqual([...CALL_ENDED_REASONS].sort());
  });

  it('says each as one short sentence, never the code itself', () => {
    for (const [reason, sentence] of Object.entries(ENDED_REASON_SENTENCES)) {
      expect(sentence, reason).toMatch(/^[A-Z][^\n]*\.$/);
      expect(sentence.length, reason).toBeLessThanOrEqual(110);
      if (/[-.]/.test(reason)) expect(sentence, reason).not.toContain(reason);
      expect(sentence, reason).not.toMatch(/vapi|undefined/i);
    }
  });
});

describe('describeEndedReason', () => {
  it('gives a known reason its sentence and keeps the code for the tooltip', () => {
    expect(describeEndedReason('customer-ended-call')).toEqual({
      text: 'The visitor hung up.',
      code: 'customer-ended-call',
    });
    expect(describeEndedReason('pipeline-error-openai-llm-failed').text).toBe(
      'The call broke: the language model from OpenAI stopped working.',
    );
    expect(describeEndedReason('silence-timed-out').text).toBe(
      'The visitor said nothing for too long, so the call ended.',
    );
  });

  it('shows a code it does not know as it is, and a dash for none', () => {
    expect(describeEndedReason('some-future-reason')).toEqual({
      text: 'some-future-reason',
      code: 'some-future-reason',
    });
    // Not read from the object's prototype.
    expect(describeEndedReason('constructor').text).toBe('constructor');
    expect(describeEndedReason(null)).toEqual({ text: '—', code: null });
  });
});
