// The interview dialog's state machine (docs/product.md#interview), as a pure reducer: the
// session feeds it call events and the dialog renders what it holds. Side effects (saving,
// toasts, closing) live in the session, which reads the state before and after each action.
import type { TranscriptEntry } from '@vibe/contracts/api';

/** Where the interview is: what the dialog shows. */
export type InterviewPhase = 'connecting' | 'active' | 'ended' | 'failed';

/** Words being spoken that the platform has not finalised yet (shown live, never stored). */
export interface PartialLine {
  role: TranscriptEntry['role'];
  text: string;
}

/** Everything the dialog knows about one interview. */
export interface InterviewState {
  phase: InterviewPhase;
  /** True while the assistant talks (speech-start until speech-end). */
  speaking: boolean;
  /** Final transcript entries in the order they were said: what is stored. */
  transcript: TranscriptEntry[];
  /** The current partial line, if any. */
  partial: PartialLine | null;
  /** Epoch ms of the call-start event; null until the call has started. */
  startedAt: number | null;
  /** Epoch ms of the call-end event. */
  endedAt: number | null;
}

/** What can happen to an interview. */
export type InterviewAction =
  | { type: 'call-start'; at: number }
  | { type: 'speech-start' }
  | { type: 'speech-end' }
  | { type: 'partial'; role: PartialLine['role']; text: string }
  | { type: 'final'; entry: TranscriptEntry }
  /** `faulted`: a fault ended the call (it broke off), so the interview failed. */
  | { type: 'call-end'; at: number; faulted?: boolean }
  | { type: 'error' };

/** A fresh interview: connecting, nothing said yet. */
export const initialInterviewState: InterviewState = {
  phase: 'connecting',
  speaking: false,
  transcript: [],
  partial: null,
  startedAt: null,
  endedAt: null,
};

/** Applies one action; events that do not fit the current phase change nothing. */
export function interviewReducer(state: InterviewState, action: InterviewAction): InterviewState {
  switch (action.type) {
    case 'call-start':
      if (state.phase !== 'connecting') return state;
      return { ...state, phase: 'active', startedAt: action.at };
    case 'speech-start':
      return state.phase === 'active' && !state.speaking ? { ...state, speaking: true } : state;
    case 'speech-end':
      return state.speaking ? { ...state, speaking: false } : state;
    case 'partial':
      if (state.phase !== 'active') return state;
      return { ...state, partial: { role: action.role, text: action.text } };
    case 'final': {
      if (state.phase !== 'active' && state.phase !== 'connecting') return state;
      const text = action.entry.text.trim();
      if (!text) return state;
      const partial = state.partial?.role === action.entry.role ? null : state.partial;
      return { ...state, transcript: [...state.transcript, { ...action.entry, text }], partial };
    }
    case 'call-end':
      if (state.phase === 'ended' || state.phase === 'failed') return state;
      return {
        ...state,
        phase: action.faulted ? 'failed' : 'ended',
        speaking: false,
        partial: null,
        endedAt: action.at,
      };
    case 'error':
      if (state.phase === 'ended' || state.phase === 'failed') return state;
      return { ...state, phase: 'failed', speaking: false, partial: null };
  }
}

/**
 * The interview's length in whole seconds (docs/product.md#limits): rounded seconds between
 * call start and end, 0 when the start is unknown.
 */
export function durationSeconds(startedAt: number | null, endedAt: number): number {
  if (startedAt === null) return 0;
  return Math.max(0, Math.round((endedAt - startedAt) / 1000));
}
