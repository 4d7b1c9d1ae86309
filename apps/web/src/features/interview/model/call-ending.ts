// Where the page learns that, and why, a call ended, and what it does about it (spec §4 step 4,
// §8). Change what the visitor sees when a call ends here.
//
// Who decides: the platform ends a call (the assistant said goodbye, silence, the longest
// duration, a failure on its side…) and says why in a `status-update` message with
// `status: 'ended'` and an `endedReason` (`CallEndedReason` of @vibe/voice-sdk/protocol). The
// SDK's `VoiceCall` keeps that reason and emits `call-end` with it once the call is left; when
// this side leaves first (End Interview, the dialog closing, the page going away) the reason is
// `customer-ended-call`. A failure of the call itself arrives first, as `error`.
//
// What the page does: every ended reason completes the interview alike. The page stores what it
// heard (completed_at, transcript, duration), thanks the visitor and closes the dialog. Judging
// the reason is not the page's job: the server receives it in the platform's end-of-call report
// and keeps it on the attempt, where the dashboard shows it. An `error` fails the interview
// instead: the transcript so far is saved, the call stopped, the error toasts shown, and the
// `call-end` that follows changes nothing.
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
  | 'completed';

/** Where the interview stood when its call ended. */
export interface CallEndSituation {
  /** It had already ended or failed (the state machine refused the `call-end`). */
  alreadyOver: boolean;
  /** The page is going away (`pagehide`). */
  leavingPage: boolean;
  /** The dialog was closed or unmounted. */
  dialogGone: boolean;
}

/** Chooses the page's answer to a `call-end` (spec §4 step 4; see the top of this file). */
export function callEndOutcome(situation: CallEndSituation): CallEndOutcome {
  if (situation.alreadyOver) return 'ignored';
  if (situation.leavingPage) return 'page-left';
  return situation.dialogGone ? 'completed-quietly' : 'completed';
}

/** The toasts of a failed call (spec §8): the error, and a plea for the microphone if refused. */
export function callErrorNotices(error: Pick<CallErrorEvent, 'message'>) {
  const { callError, microphone } = interviewCopy.toasts;
  return /permission/i.test(error.message) ? [callError, microphone] : [callError];
}
