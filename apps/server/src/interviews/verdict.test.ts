import type { TranscriptEntry } from '@vibe/contracts/api';
import type { CallEndedReason } from '@vibe/voice-sdk/protocol';
import { describe, expect, it } from 'vitest';
import { hasAnswer, hasEnded, mergeEnding, pageEnding, reportEnding } from './outcome.ts';

const at = '2026-01-01T10:00:00.000Z';
const question: TranscriptEntry = { role: 'assistant', text: 'What do you build?', timestamp: at };
const answer: TranscriptEntry = { role: 'user', text: 'Web apps.', timestamp: at };

describe('interview outcome', () => {
  it('counts an answer only when the visitor said something', () => {
    expect(hasAnswer([question])).toBe(false);
    expect(hasAnswer([question, { ...answer, text: '   ' }])).toBe(false);
    expect(hasAnswer([question, answer])).toBe(true);
  });

  it('completes an interview the assistant ended, with or without answers', () => {
    for (const reason of [
      'assistant-ended-call',
      'assistant-said-end-call-phrase',
    ] satisfies CallEndedReason[]) {
      expect(reportEnding(reason, [question])).toBe('completed');
    }
  });

  it('judges the visitor ending it, silence and the duration limit by whether they answered', () => {
    for (const reason of [
      'customer-ended-call',
      'silence-timed-out',
      'exceeded-max-duration',
      undefined,
    ] satisfies (CallEndedReason | undefined)[]) {
      expect(reportEnding(reason, [question, answer]), String(reason)).toBe('completed');
      expect(reportEnding(reason, [question]), String(reason)).toBe('abandoned');
    }
    expect(pageEnding([question, answer])).toBe('completed');
    expect(pageEnding([question])).toBe('abandoned');
  });

  it('calls every other ending (a lost connection, a fault, no microphone) abandoned', () => {
    for (const reason of [
      'call.in-progress.error-vapifault-call-started-but-connection-to-transport-missing',
      'customer-did-not-give-microphone-permission',
      'pipeline-error-openai-llm-failed',
    ] satisfies CallEndedReason[]) {
      expect(reportEnding(reason, [question, answer]), reason).toBe('abandoned');
    }
    expect(reportEnding('unlisted', [question, answer])).toBe('abandoned');
  });

  it('lets abandoned win whichever verdict comes first', () => {
    expect(mergeEnding('completed', 'abandoned')).toBe('abandoned');
    expect(mergeEnding('abandoned', 'completed')).toBe('abandoned');
    expect(mergeEnding('completed', 'completed')).toBe('completed');
    expect(hasEnded('started')).toBe(false);
    expect(hasEnded('pending')).toBe(false);
    expect(hasEnded('abandoned')).toBe(true);
  });
});
