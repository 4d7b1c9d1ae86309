import { useEffect } from 'react';
import type { InterviewTicket } from '@vibe/contracts/api';
import { notify } from '@/lib/notify.ts';
import { useVoiceConfig } from '../api/get-voice-config.ts';
import { interviewCopy } from '../copy.ts';

/**
 * What the dialog shows. `connecting` covers loading the configuration and (next) starting the
 * call; `config-error` is the stop of spec §8 "Configuration Error".
 *
 * The call's own states (active, speaking, ended, call errors of spec §4) join this union when
 * the call is built: this hook is the interview's state machine, and the dialog only renders
 * the view it returns.
 */
export type InterviewView = 'connecting' | 'config-error';

/** What {@link useInterviewSession} needs to run one interview attempt. */
export interface InterviewSessionInput {
  /** The visitor's normalised e-mail address. */
  email: string;
  /** Opens this attempt's /api/interviews routes (DESIGN §4). */
  ticket: InterviewTicket;
}

/** The dialog's state and the actions it offers. */
export interface InterviewSession {
  view: InterviewView;
  /** After a failure: load the configuration again and go back to connecting. */
  retry: () => void;
}

const CONFIG_ERROR_TOAST_ID = 'voice-config-error';

/**
 * Runs one interview attempt: loads the voice configuration and reports failures
 * ("Configuration Error" toast, connecting stops).
 */
export function useInterviewSession(_input: InterviewSessionInput): InterviewSession {
  const config = useVoiceConfig();
  const failed = config.isError && !config.isFetching;

  // One toast per failed load; the fixed id keeps a repeated effect from stacking two.
  useEffect(() => {
    if (failed) {
      void notify.error({ ...interviewCopy.toasts.configError, id: CONFIG_ERROR_TOAST_ID });
    }
  }, [failed, config.errorUpdatedAt]);

  // Next step (the call): once `config.data` is there, start the web call with
  // `config.data.assistantId` and map its events onto InterviewView.
  return {
    view: failed ? 'config-error' : 'connecting',
    retry: () => void config.refetch(),
  };
}
