import { describe, expect, it, vi } from 'vitest';
import { FakeInterviewCall } from '@/testing/fake-interview-call.ts';
import { interviewCopy } from '../copy.ts';
import { callEndOutcome, callErrorNotices, listenForCallEnding } from './call-ending.ts';

const situation = { alreadyOver: false, leavingPage: false, dialogGone: false };

describe('listenForCallEnding', () => {
  it("hands the page the SDK's ended reason, and a call error apart from it", () => {
    const call = new FakeInterviewCall('pk', 'http://x/platform');
    const ended = vi.fn();
    const failed = vi.fn();
    listenForCallEnding(call, { ended, failed });
    call.emit('error', {
      name: 'VoiceCallError',
      type: 'transport-error',
      message: 'Connection lost',
      errorMsg: 'Connection lost',
      timestamp: '2026-01-01T00:00:00.000Z',
    });
    call.emit('call-end', { endedReason: 'silence-timed-out' });
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ message: 'Connection lost' }));
    expect(ended).toHaveBeenCalledWith({ endedReason: 'silence-timed-out' });
  });
});

describe('callEndOutcome', () => {
  it('completes the interview, thanks the visitor and closes while the dialog is open', () => {
    expect(callEndOutcome(situation)).toBe('completed');
  });

  it('still stores the completion, silently, once the dialog is gone', () => {
    expect(callEndOutcome({ ...situation, dialogGone: true })).toBe('completed-quietly');
  });

  it('sends nothing more when the page is going away: its keepalive save said the visitor left', () => {
    expect(callEndOutcome({ ...situation, leavingPage: true, dialogGone: true })).toBe('page-left');
  });

  it('ignores a call end after the interview was over (ended, or failed on an error)', () => {
    expect(callEndOutcome({ ...situation, alreadyOver: true })).toBe('ignored');
    expect(callEndOutcome({ alreadyOver: true, leavingPage: true, dialogGone: true })).toBe(
      'ignored',
    );
  });
});

describe('callErrorNotices', () => {
  const { callError, microphone } = interviewCopy.toasts;

  it('reports a failed call as "Voice Interview Error"', () => {
    expect(callErrorNotices({ message: 'Connection lost' })).toEqual([callError]);
  });

  it('also asks for the microphone when the browser refused it', () => {
    expect(callErrorNotices({ message: 'Permission denied' })).toEqual([callError, microphone]);
  });
});
