import { describe, expect, it } from 'vitest';
import {
  durationSeconds,
  initialInterviewState,
  interviewReducer,
  type InterviewAction,
  type InterviewState,
} from './interview-state.ts';

const entry = (role: 'user' | 'assistant', text: string) => ({
  role,
  text,
  timestamp: '2026-01-01T00:00:00.000Z',
});

function run(...actions: InterviewAction[]): InterviewState {
  return actions.reduce(interviewReducer, initialInterviewState);
}

describe('interviewReducer', () => {
  it('starts connecting and becomes active at call start, recording the start time', () => {
    expect(initialInterviewState.phase).toBe('connecting');
    const state = run({ type: 'call-start', at: 1000 });
    expect(state).toMatchObject({ phase: 'active', startedAt: 1000, speaking: false });
  });

  it('shows the assistant speaking between speech-start and speech-end', () => {
    const speaking = run({ type: 'call-start', at: 0 }, { type: 'speech-start' });
    expect(speaking.speaking).toBe(true);
    expect(interviewReducer(speaking, { type: 'speech-end' }).speaking).toBe(false);
  });

  it('ignores speech before the call is active', () => {
    expect(run({ type: 'speech-start' }).speaking).toBe(false);
  });

  it('keeps final entries in order and lets a final line replace the live partial line', () => {
    const state = run(
      { type: 'call-start', at: 0 },
      { type: 'partial', role: 'assistant', text: 'Hi the' },
      { type: 'final', entry: entry('assistant', 'Hi there') },
      { type: 'partial', role: 'user', text: 'I code' },
    );
    expect(state.transcript).toEqual([entry('assistant', 'Hi there')]);
    expect(state.partial).toEqual({ role: 'user', text: 'I code' });
    const after = interviewReducer(state, {
      type: 'final',
      entry: entry('user', ' I code a lot '),
    });
    expect(after.transcript.map((e) => e.text)).toEqual(['Hi there', 'I code a lot']);
    expect(after.partial).toBeNull();
  });

  it('drops empty final entries', () => {
    const state = run({ type: 'call-start', at: 0 }, { type: 'final', entry: entry('user', '  ') });
    expect(state.transcript).toEqual([]);
  });

  it('clears the active and speaking flags at call end and keeps the transcript', () => {
    const state = run(
      { type: 'call-start', at: 0 },
      { type: 'speech-start' },
      { type: 'final', entry: entry('assistant', 'Bye') },
      { type: 'call-end', at: 5000 },
    );
    expect(state).toMatchObject({ phase: 'ended', speaking: false, endedAt: 5000 });
    expect(state.transcript).toHaveLength(1);
  });

  it('fails the interview when a fault ended the call, keeping the transcript and the end time', () => {
    const state = run(
      { type: 'call-start', at: 0 },
      { type: 'speech-start' },
      { type: 'final', entry: entry('user', 'I build games') },
      { type: 'call-end', at: 4000, faulted: true },
    );
    expect(state).toMatchObject({ phase: 'failed', speaking: false, endedAt: 4000 });
    expect(state.transcript).toHaveLength(1);
    expect(interviewReducer(state, { type: 'call-end', at: 9000 })).toBe(state);
  });

  it('clears connecting and active on an error, and ignores a later call end', () => {
    const failed = run({ type: 'error' });
    expect(failed.phase).toBe('failed');
    expect(interviewReducer(failed, { type: 'call-end', at: 1 })).toBe(failed);
    expect(
      run({ type: 'call-start', at: 0 }, { type: 'speech-start' }, { type: 'error' }),
    ).toMatchObject({
      phase: 'failed',
      speaking: false,
    });
  });

  it('ends only once', () => {
    const ended = run({ type: 'call-start', at: 0 }, { type: 'call-end', at: 10 });
    expect(interviewReducer(ended, { type: 'call-end', at: 99 })).toBe(ended);
    expect(interviewReducer(ended, { type: 'error' })).toBe(ended);
  });
});

describe('durationSeconds', () => {
  it('rounds the seconds between call start and end', () => {
    expect(durationSeconds(1000, 63_499)).toBe(62);
    expect(durationSeconds(1000, 63_500)).toBe(63);
  });

  it('is 0 when the start is unknown', () => {
    expect(durationSeconds(null, 50_000)).toBe(0);
  });
});
