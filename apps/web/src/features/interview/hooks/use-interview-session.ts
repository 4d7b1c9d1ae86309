import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { InterviewTicket } from '@vibe/contracts/api';
import { notify } from '@/lib/notify.ts';
import { useVoiceConfig } from '../api/get-voice-config.ts';
import { loadInterviewCall, type CreateInterviewCall } from '../call/interview-call.ts';
import { interviewCopy } from '../copy.ts';
import { InterviewController } from '../model/interview-controller.ts';
import { silentMicLevel, type MicLevelSource } from '../model/mic-level.ts';
import { questionsOf } from '../model/question-progress.ts';
import { initialInterviewState, type InterviewState } from '../model/interview-state.ts';

/**
 * What the dialog shows: `connecting` (configuration and call setup), `active` (the live view),
 * `ended` (call over, closing soon), `failed` (a call error or setup exception) and
 * `config-error` ("Configuration Error", docs/product.md#messages).
 */
export type InterviewView = 'connecting' | 'config-error' | 'active' | 'ended' | 'failed';

/** What {@link useInterviewSession} needs to run one interview. */
export interface InterviewSessionInput {
  /** The visitor's normalised e-mail address. */
  email: string;
  /** Opens this interview's /api/interviews routes (docs/architecture.md). */
  ticket: InterviewTicket;
  /** Gets a fresh ticket (a new interview) for a call the first ticket cannot hold. */
  renewTicket: () => Promise<InterviewTicket>;
  /** Called when the interview is over and the dialog should close (2 s after call end). */
  onFinished: () => void;
  /** Called when the call ended in the ordinary way (not a fault), as the dialog thanks. */
  onCompleted?: () => void;
  /** Loads the call class (tests pass a fake); default: the SDK, loaded lazily. */
  loadCall?: () => Promise<CreateInterviewCall>;
}

/** The dialog's state and the actions it offers. */
export interface InterviewSession {
  view: InterviewView;
  /** The reducer's state: speaking flag, transcript, partial line. */
  state: InterviewState;
  /** The live interview's questions from the voice configuration; none when it gave none. */
  questions: readonly string[];
  /** After a failure: load the configuration again, or start a new call (on a fresh ticket). */
  retry: () => void;
  /** "End Interview": stops the call. */
  end: () => void;
  /** "Prefer to type?": sends a typed answer; false when it could not be sent. */
  sendText: (text: string) => boolean;
  /** The visitor's microphone level during the call (for the meter beside "Listening..."). */
  micLevel: MicLevelSource;
}

const CONFIG_ERROR_TOAST_ID = 'voice-config-error';
const noController = {
  getState: () => initialInterviewState,
  subscribe: () => () => {},
};

/**
 * Runs one interview (docs/product.md#interview): loads the voice configuration, then an
 * {@link InterviewController} starts the call and keeps the record up to date. The call stops
 * when the dialog unmounts or the page is left.
 */
export function useInterviewSession(input: InterviewSessionInput): InterviewSession {
  const { loadCall = loadInterviewCall } = input;
  const config = useVoiceConfig();
  const failed = config.isError && !config.isFetching;
  const [controller, setController] = useState<InterviewController | null>(null);
  // The ticket of the current interview: the sign-up's, until a retry needs a fresh one.
  const [ticket, setTicket] = useState(input.ticket);
  const [retries, setRetries] = useState(0);
  /** A retry is under way (a fresh ticket on its way, or the new call not set up yet). */
  const [retrying, setRetrying] = useState(false);
  const onFinished = useRef(input.onFinished);
  const onCompleted = useRef(input.onCompleted);
  const renewTicket = useRef(input.renewTicket);
  useEffect(() => {
    onFinished.current = input.onFinished;
    onCompleted.current = input.onCompleted;
    renewTicket.current = input.renewTicket;
  });

  // One toast per failed load; the fixed id keeps a repeated effect from stacking two.
  useEffect(() => {
    if (failed) {
      void notify.error({ ...interviewCopy.toasts.configError, id: CONFIG_ERROR_TOAST_ID });
    }
  }, [failed, config.errorUpdatedAt]);

  const voiceConfig = config.data;
  const questions = useMemo(() => questionsOf(voiceConfig), [voiceConfig]);
  useEffect(() => {
    if (!voiceConfig) return;
    const next = new InterviewController({
      ticket,
      config: voiceConfig,
      loadCall,
      renewTicket: () => renewTicket.current(),
      onFinished: () => onFinished.current(),
      onCompleted: () => onCompleted.current?.(),
    });
    setController(next);
    setRetrying(false);
    void next.start();
    // Leaving the page: save what was said with a keepalive request and stop the call.
    const onPageHide = () => next.leavePage();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      next.dispose();
    };
  }, [voiceConfig, ticket, loadCall, retries]);

  const source = controller ?? noController;
  const state = useSyncExternalStore(source.subscribe, source.getState, source.getState);

  const retry = useCallback(() => {
    if (failed) {
      void config.refetch();
      return;
    }
    if (retrying) return;
    setRetrying(true);
    if (!controller?.spentTicket) {
      setRetries((count) => count + 1);
      return;
    }
    // The failed call ran on this ticket, and its interview keeps what was heard: the new call
    // is a new interview, on a fresh ticket (docs/product.md#endings).
    renewTicket.current().then(setTicket, (error: unknown) => {
      console.error('Getting a fresh interview ticket failed', error);
      setRetrying(false);
      void notify.error(interviewCopy.toasts.callError);
    });
  }, [failed, config, retrying, controller]);

  let view: InterviewView;
  if (failed) view = 'config-error';
  else if (retrying) view = 'connecting';
  else if (state.phase === 'failed') view = 'failed';
  else view = state.phase;

  return {
    view,
    state,
    questions,
    retry,
    end: () => controller?.end(),
    sendText: (text) => controller?.sendText(text) ?? false,
    micLevel: controller?.micLevel ?? silentMicLevel,
  };
}
