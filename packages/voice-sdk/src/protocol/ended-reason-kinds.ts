// Who or what ended a call, read from its ended reason: the one place the platform's ~500
// reasons are sorted, so the page that shows the visitor how a call ended and the server that
// keeps the interview's status read them alike. Constants only, like the rest of the protocol
// entry (it holds no code): look a reason up as `ENDED_REASON_KINDS[reason] ?? 'fault'`.
import type { components } from '../generated/openapi.ts';

type CallEndedReason = components['schemas']['CallEndedReason'];

/**
 * Who or what ended a call:
 * - `assistant-ended`: the assistant's side ended or passed on the call (its closing line, an
 *   end-call phrase or tool, a message spoken with `endCallAfterSpoken`, a forward, a hook).
 * - `visitor-ended`: the person on the call hung up, or never took it (busy, no answer,
 *   voicemail, a misdial).
 * - `limit`: a limit of the assistant ran out (silence, the longest duration).
 * - `fault`: anything else. The call broke or was stopped by something other than its two
 *   sides: an error of the platform or a provider, a shutdown, a lost connection, a bad
 *   configuration, no microphone, an operator's cancellation.
 */
export type EndedReasonKind = 'assistant-ended' | 'visitor-ended' | 'limit' | 'fault';

/** Every {@link EndedReasonKind}. */
export const ENDED_REASON_KIND_NAMES = [
  'assistant-ended',
  'visitor-ended',
  'limit',
  'fault',
] as const satisfies readonly EndedReasonKind[];

/**
 * The kind of every reason that is not a fault. A reason absent from this table is a `fault`:
 * the platform's list grows with new failures far more often than with new ways to end a call
 * on purpose, so an unknown reason is never taken for a finished conversation.
 */
export const ENDED_REASON_KINDS: Readonly<
  Partial<Record<CallEndedReason, Exclude<EndedReasonKind, 'fault'>>>
> = {
  'assistant-ended-call': 'assistant-ended',
  'assistant-said-end-call-phrase': 'assistant-ended',
  'assistant-ended-call-with-hangup-task': 'assistant-ended',
  'assistant-ended-call-after-message-spoken': 'assistant-ended',
  'assistant-forwarded-call': 'assistant-ended',
  'assistant-request-returned-forwarding-phone-number': 'assistant-ended',
  'call.ringing.hook-executed-say': 'assistant-ended',
  'call.ringing.hook-executed-transfer': 'assistant-ended',

  'customer-ended-call': 'visitor-ended',
  'customer-busy': 'visitor-ended',
  'customer-did-not-answer': 'visitor-ended',
  'call.ringing.sip-inbound-caller-hungup-before-call-connect': 'visitor-ended',
  'twilio-reported-customer-misdialed': 'visitor-ended',
  voicemail: 'visitor-ended',
  // The phone provider saw the call complete: the person on the phone hung up.
  'call.in-progress.twilio-completed-call': 'visitor-ended',
  'call.in-progress.sip-completed-call': 'visitor-ended',
  'vonage-completed': 'visitor-ended',

  'silence-timed-out': 'limit',
  'exceeded-max-duration': 'limit',
};
