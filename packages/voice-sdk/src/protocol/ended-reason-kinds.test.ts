// The sorting of ended reasons, over every reason of the platform, read through the protocol
// entry as the page and the server import it.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  CALL_ENDED_REASONS,
  ENDED_REASON_KIND_NAMES,
  ENDED_REASON_KINDS,
  type CallEndedReason,
  type EndedReasonKind,
} from '../protocol.ts';

const kindOf = (reason: CallEndedReason): EndedReasonKind => ENDED_REASON_KINDS[reason] ?? 'fault';

const reasonsOf = (kind: EndedReasonKind) =>
  CALL_ENDED_REASONS.filter((reason) => kindOf(reason) === kind);

describe('ended reason kinds', () => {
  it('give every reason of the platform one of the four kinds', () => {
    expect(CALL_ENDED_REASONS.length).toBeGreaterThan(400);
    for (const reason of CALL_ENDED_REASONS) {
      expect(ENDED_REASON_KIND_NAMES, reason).toContain(kindOf(reason));
    }
    expectTypeOf<(typeof ENDED_REASON_KIND_NAMES)[number]>().toEqualTypeOf<EndedReasonKind>();
  });

  it('list only reasons the platform has (a misspelled one would never match)', () => {
    const known = new Set<string>(CALL_ENDED_REASONS);
    for (const reason of Object.keys(ENDED_REASON_KINDS)) expect(known, reason).toContain(reason);
  });

  it('make every reason that names an error or a failure a fault', () => {
    const failures = CALL_ENDED_REASONS.filter((reason) =>
      /error|fault|fail|died|shutdown|not-found|not-valid|timed-out-waiting/.test(reason),
    );
    expect(failures.length).toBeGreaterThan(400);
    for (const reason of failures) expect(kindOf(reason), reason).toBe('fault');
  });

  it('name the assistant, the visitor and the limits for the endings chosen on purpose', () => {
    expect(reasonsOf('assistant-ended')).toEqual([
      'assistant-request-returned-forwarding-phone-number',
      'assistant-ended-call',
      'assistant-said-end-call-phrase',
      'assistant-ended-call-with-hangup-task',
      'assistant-ended-call-after-message-spoken',
      'assistant-forwarded-call',
      'call.ringing.hook-executed-say',
      'call.ringing.hook-executed-transfer',
    ]);
    expect(reasonsOf('visitor-ended')).toEqual([
      'vonage-completed',
      'call.in-progress.twilio-completed-call',
      'call.in-progress.sip-completed-call',
      'customer-busy',
      'customer-ended-call',
      'customer-did-not-answer',
      'call.ringing.sip-inbound-caller-hungup-before-call-connect',
      'twilio-reported-customer-misdialed',
      'voicemail',
    ]);
    expect(reasonsOf('limit')).toEqual(['exceeded-max-duration', 'silence-timed-out']);
  });

  it('sort the reasons a live session of the local platform ends with', () => {
    const expected: Record<string, EndedReasonKind> = {
      'assistant-ended-call': 'assistant-ended',
      'assistant-said-end-call-phrase': 'assistant-ended',
      'assistant-ended-call-after-message-spoken': 'assistant-ended',
      'silence-timed-out': 'limit',
      'exceeded-max-duration': 'limit',
      'customer-ended-call': 'visitor-ended',
      'call.in-progress.error-vapifault-call-started-but-connection-to-transport-missing': 'fault',
      'pipeline-error-custom-voice-failed': 'fault',
      'call.in-progress.error-vapifault-worker-died': 'fault',
      'worker-shutdown': 'fault',
    };
    for (const [reason, kind] of Object.entries(expected)) {
      expect(kindOf(reason as CallEndedReason), reason).toBe(kind);
    }
  });

  it('take a call stopped from outside, or one that never heard the visitor, for a fault', () => {
    expect(kindOf('manually-canceled')).toBe('fault');
    expect(kindOf('customer-did-not-give-microphone-permission')).toBe('fault');
    expect(kindOf('phone-call-provider-closed-websocket')).toBe('fault');
  });
});
