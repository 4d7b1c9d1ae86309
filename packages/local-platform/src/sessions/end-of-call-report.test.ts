import { describe, expect, it } from 'vitest';
import { endOfCallReport, sessionCallSummary } from './end-of-call-report.ts';

describe('endOfCallReport', () => {
  it('describes the call in the platform’s end-of-call-report shape', () => {
    const artifact = { messages: [], messagesOpenAIFormatted: [], transcript: '' };
    const times = {
      startedAt: '2026-01-01T00:00:01.000Z',
      endedAt: '2026-01-01T00:01:01.500Z',
      endedReason: 'customer-ended-call' as const,
    };
    const call = {
      id: 'c1',
      orgId: 'o1',
      assistant: { id: 'a1' },
      assistantId: 'a1',
      metadata: { interviewId: 'i1' },
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const body = endOfCallReport({
      call: sessionCallSummary(call, times),
      ...times,
      artifact,
      timestamp: 1,
    });
    expect(body.message).toMatchObject({
      type: 'end-of-call-report',
      call: {
        id: 'c1',
        orgId: 'o1',
        assistantId: 'a1',
        metadata: { interviewId: 'i1' },
        status: 'ended',
      },
      artifact,
      ...times,
      durationSeconds: 60.5,
      cost: 0,
      analysis: {},
    });
  });
});
