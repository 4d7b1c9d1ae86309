// Where the page learns that, and why, a call ended, and what it does about it
// (docs/product.md#interview, #endings, #messages). Change what the visitor sees when a call ends
// here.
//
// Who decides: the platform ends a call (the assistant said goodbye, silence, the longest
// duration, a failure on its side…) and says why in a `status-update` message with
// `status: 'ended'` and an `endedReason` (`CallEndedReason` of @vibe/voice-sdk/protocol). The
// SDK's `VoiceCall` keeps that reason and emits `call-end` with it once the call is left; when
// this side leaves first (End Interview, the dialog closing, the page going away) the reason is
// `customer-ended-call`. A failure of the call itself arrives first, as `error`.
//
// What the page does: whatever the reason, it stores what it heard (completed_at, transcript,
// duration); the server decides the interview's status from the answers and the platform's
// end-of-call report. What the visitor is told depends on who ended the call
// (`ENDED_REASON_KINDS` of the protocol, where the reasons are sorted once): the assistant, the
// visitor or a limit ended a conversation, so the page thanks the visitor and closes the
// dialog; a fault (the platform shut down, its pipeline failed, the connection dropped) broke
// it, so the page shows "Voice Interview Error" and that the interview stopped, never
// "Interview Complete!". An `error` fails the interview too: the transcript so far is saved,
// the call stopped, the error toasts shown, and the `call-end` that follows changes nothing.
import {
  ENDED_REASON_KINDS,
  type CallEndedReason,
  type EndedReasonKind,
} from '@vibe/voice-sdk/protocol';
import type { CallEndEvent, CallErrorEvent } from '@vibe/voice-sdk/web';
import type { InterviewCall } from '../call/interview-call.ts';
import { interviewCopy } from '../copy.ts';

/** The two ways the SDK tells the page that a call is over. */
export interface CallEndingHandlers {
  /** `call-end`: the call is over, for `event.endedReason`. */
  ended: (event: CallEndEvent) => void;
  /** `error`: the call failed (the `call-end` that may follow is then ignored). */
  failed: (error: CallErrorEvent) => void;
}

/** Listens for the end of `call`: the one place the page hears that, and why, a call ended. */
export function listenForCallEnding(call: InterviewCall, handlers: CallEndingHandlers): void {
  call.on('call-end', (event) => handlers.ended(event));
  call.on('error', (error) => handlers.failed(error));
}

/** What the page does about a `call-end`, whatever its reason. */
export type CallEndOutcome =
  /** The interview was already over (ended, or failed after an error): nothing more to do. */
  | 'ignored'
  /** The page is going away: its keepalive save said the visitor left; nothing more is sent. */
  | 'page-left'
  /** The dialog is gone (closed or unmounted): store the completion, show nothing. */
  | 'completed-quietly'
  /** Store the completion, thank the visitor, close the dialog after `DIALOG_AUTO_CLOSE_MS`. */
  | 'completed'
  /** A fault ended the call: store the completion, show the call error; the dialog stays. */
  | 'faulted';

/** Where the interview stood when its call ended. */
export interface CallEndSituation {
  /** It had already ended or failed (the state machine refused the `call-end`). */
  alreadyOver: boolean;
  /** The page is going away (`pagehide`). */
  leavingPage: boolean;
  /** The dialog was closed or unmounted. */
  dialogGone: boolean;
  /** Why the call ended, as the SDK's `call-end` says. */
  endedReason: CallEndedReason;
}

/** Who or what ended a call with `reason` (a reason the protocol does not list is a fault). */
export function endedReasonKind(reason: CallEndedReason): EndedReasonKind {
  return ENDED_REASON_KINDS[reason] ?? 'fault';
}

/** True when `reason` says the call broke rather than ended (see the top of this file). */
export function endedByFault(reason: CallEndedReason): boolean {
  return endedReasonKind(reason) === 'fault';
}

/** Chooses the page's answer to a `call-end` (see the top of this file). */
export function callEndOutcome(situation: CallEndSituation): CallEndOutcome {
  if (situation.alreadyOver) return 'ignored';
  if (situation.leavingPage) return 'page-left';
  if (situation.dialogGone) return 'completed-quietly';
  return endedByFault(situation.endedReason) ? 'faulted' : 'completed';
}

/** The reason the platform gives when the call never got the visitor's microphone. */
const NO_MICROPHONE_REASON: CallEndedReason = 'customer-did-not-give-microphone-permission';

/** The toasts of a failed call: the error, and a plea for the microphone if refused. */
export function callErrorNotices(error: Pick<CallErrorEvent, 'message'>) {
  const { callError, microphone } = interviewCopy.toasts;
  return /permission/i.test(error.message) ? [callError, microphone] : [callError];
}

/** The toasts of a call a fault ended: the error, and the microphone plea when that was why. */
export function callFaultNotices(reason: CallEndedReason) {
  const { callError, microphone } = interviewCopy.toasts;
  return reason === NO_MICROPHONE_REASON ? [callError, microphone] : [callError];
}
