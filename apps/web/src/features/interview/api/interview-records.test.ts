import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api.ts';
import { storeInterviewCompletion } from './interview-records.ts';

const TICKET = { id: 'iv-1', token: 'tok-1' };
const BODY = { completed_at: '2026-01-01T10:00:00.000Z', transcript: [], duration_seconds: 3 };
const completeRoute = `POST /api/interviews/${TICKET.id}/complete`;

describe('storeInterviewCompletion', () => {
  it('counts an interview the platform report sealed first (409 interview_completed) as stored', async () => {
    const api = fakeApi({
      [completeRoute]: {
        status: 409,
        body: { error: { code: 'interview_completed', message: 'done' } },
      },
    });
    await expect(storeInterviewCompletion(TICKET, BODY)).resolves.toBeUndefined();
    expect(api.requests).toHaveLength(1);
  });

  it('still fails on any other refusal', async () => {
    fakeApi({ [completeRoute]: { status: 409, body: { error: { code: 'call_claimed' } } } });
    await expect(storeInterviewCompletion(TICKET, BODY)).rejects.toMatchObject({
      code: 'call_claimed',
    });
  });
});
