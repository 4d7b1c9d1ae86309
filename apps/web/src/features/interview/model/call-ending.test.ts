import { describe, expect, it, vi } from 'vitest';
import { CALL_ENDED_REASONS, ENDED_REASON_KINDS } from '@vibe/voice-sdk/protocol';
import { FakeInterviewCall } from '@/testing/fake-interview-call.ts';
import { interviewCopy } from '../copy.ts';
import {
  callEndOutcome,
  callErrorNotices,
  callFaultNotices,
  endedByFault,
  endedReasonKind,
  listenForCallEnding,
  type CallEndSituation,
} from './call-ending.ts';

const situation: CallEndSituation = {
  alreadyOver: false,
  leavingPage: false,
  dialogGone: false,
  endedReason: 'assistant-ended-call',
};

/** Reasons a call breaks off with: the local platform's shutdown, crash and lost connection. */
const FAULTS = [
  'worker-shutdown',
  'call.in-progress.error-vapifault-worker-died',
  'call.in-progress.error-vapifault-call-started-but-connection-to-transport-missing',
  'pipeline-error-custom-voice-failed',
] as const;

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

describe('endedReasonKind', () => {
  it("reads the protocol's kinds, and takes a reason it does not list for a fault", () => {
    for (const reason of CALL_ENDED_REASONS) {
      expect(endedReasonKind(reason), reason).toBe(ENDED_REASON_KINDS[reason] ?? 'fault');
    }
    expect(endedReasonKind('customer-ended-call')).toBe('visitor-ended');
    expect(endedReasonKind('assistant-ended-call')).toBe('assistant-ended');
    expect(endedReasonKind('silence-timed-out')).toBe('limit');
    for (const reason of FAULTS) expect(endedByFault(reason), reason).toBe(true);
  });
});

describe('callEndOutcome', () => {
  it('completes the interview, thanks the visitor and closes while the dialog is open', () => {
    expect(callEndOutcome(situation)).toBe('completed');
  });

  it('completes it alike whether the assistant, the visitor or a limit ended the call', () => {
    const ended = (endedReason: CallEndSituation['endedReason']) =>
      callEndOutcome({ ...situation, endedReason });
    expect(ended('assistant-said-end-call-phrase')).toBe('completed');
    expect(ended('customer-ended-call')).toBe('completed');
    expect(ended('silence-timed-out')).toBe('completed');
    expect(ended('exceeded-max-duration')).toBe('completed');
  });

  it('never completes a call a fault ended: it stored what was heard but the call broke', () => {
    for (const endedReason of FAULTS) {
      expect(callEndOutcome({ ...situation, endedReason }), endedReason).toBe('faulted');
    }
    for (const endedReason of CALL_ENDED_REASONS.filter(endedByFault)) {
      expect(callEndOutcome({ ...situation, endedReason }), endedReason).not.toBe('completed');
    }
  });

  it('still stores a faulted call quietly once the dialog is gone, and nothing more when leaving', () => {
    const fault = { ...situation, endedReason: 'worker-shutdown' } as const;
    expect(callEndOutcome({ ...fault, dialogGone: true })).toBe('completed-quietly');
    expect(callEndOutcome({ ...fault, leavingPage: true, dialogGone: true })).toBe('page-left');
    expect(callEndOutcome({ ...fault, alreadyOver: true })).toBe('ignored');
  });

  it('still stores the completion, silently, once the dialog is gone', () => {
    expect(callEndOutcome({ ...situation, dialogGone: true })).toBe('completed-quietly');
  });

  it('sends nothing more when the page is going away: its keepalive save said the visitor left', () => {
    expect(callEndOutcome({ ...situation, leavingPage: true, dialogGone: true })).toBe('page-left');
  });

  it('ignores a call end after the interview was over (ended, or failed on an error)', () => {
    expect(callEndOutcome({ ...situation, alreadyOver: true })).toBe('ignored');
    expect(
      callEndOutcome({ ...situation, alreadyOver: true, leavingPage: true, dialogGone: true }),
    ).toBe('ignored');
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

describe('callFaultNotices', () => {
  const { callError, microphone } = interviewCopy.toasts;

  it('reports a call that broke off as "Voice Interview Error"', () => {
    expect(callFaultNotices('worker-shutdown')).toEqual([callError]);
  });

  it('also asks for the microphone when the platform never got it', () => {
    expect(callFaultNotices('customer-did-not-give-microphone-permission')).toEqual([
      callError,
      microphone,
    ]);
  });
});
