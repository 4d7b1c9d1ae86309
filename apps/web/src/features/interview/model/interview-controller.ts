// Runs one interview outside React (docs/product.md#interview, #messages): starts the
// call, maps its events through the reducer, stores start, transcript and completion on the
// record, and shows the product's toasts. The dialog subscribes to its state; unmounting disposes
// it (stops the call).
import type {
  InterviewStartBody,
  InterviewTicket,
  TranscriptEntry,
  VoiceConfig,
} from '@vibe/contracts/api';
import type { CallEndEvent, CallErrorEvent } from '@vibe/voice-sdk/web';
import { TRANSCRIPT_ENTRY_MAX_CHARS, TRANSCRIPT_MAX_ENTRIES } from '@vibe/contracts/limits';
import { toStorableText } from '@vibe/contracts/storable';
import { DIALOG_AUTO_CLOSE_MS } from '@/config/constants.ts';
import { ApiError } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import {
  isInterviewEnded,
  storeInterviewCompletion,
  storeInterviewStart,
  storeTranscript,
  storeTranscriptOnExit,
} from '../api/interview-records.ts';
import type { CreateInterviewCall, InterviewCall } from '../call/interview-call.ts';
import { interviewCopy } from '../copy.ts';
import {
  callEndOutcome,
  callErrorNotices,
  callFaultNotices,
  endedByFault,
  listenForCallEnding,
} from './call-ending.ts';
import {
  durationSeconds,
  initialInterviewState,
  interviewReducer,
  type InterviewAction,
  type InterviewState,
} from './interview-state.ts';
import { MicLevel } from './mic-level.ts';

/** How long after a final transcript entry the incremental save waits for more. */
export const TRANSCRIPT_SAVE_DELAY_MS = 400;

/** Longest typed answer, in characters (well inside the SDK's 4096-character message cap). */
export const TYPED_ANSWER_MAX_CHARS = 2000;

/** What {@link InterviewController} needs. */
export interface InterviewControllerOptions {
  ticket: InterviewTicket;
  /**
   * Gets a fresh ticket (a new interview) for this visitor: used once when the server refuses
   * the call's start because the ticket's interview has already ended.
   */
  renewTicket: () => Promise<InterviewTicket>;
  config: VoiceConfig;
  /** Loads the SDK lazily and returns a call factory. */
  loadCall: () => Promise<CreateInterviewCall>;
  /** Called after the call ended and the auto-close delay passed: close the dialog. */
  onFinished: () => void;
  /**
   * Called once when the call ends in the ordinary way, as "Interview Complete!" shows: the
   * sign-up widget then thanks the visitor instead of offering the form again.
   */
  onCompleted?: () => void;
  /** The clock (tests). */
  now?: () => number;
}

const isoAt = (ms: number) => new Date(ms).toISOString();

function logStoreFailure(what: string) {
  // A failed save is logged only, never shown to the visitor (docs/product.md#messages).
  return (error: unknown) => console.error(`Storing the interview ${what} failed`, error);
}

/** One interview: start it once, dispose it when the dialog goes away. */
export class InterviewController {
  #options: InterviewControllerOptions;
  #now: () => number;
  /** The ticket the records are stored with: the given one, or its renewal after a refused start. */
  #ticket: InterviewTicket;
  /** Settles once the call's start is stored: saves wait for it, as it may change the ticket. */
  #startStored: Promise<void> = Promise.resolve();
  #state: InterviewState = initialInterviewState;
  #listeners = new Set<() => void>();
  #call: InterviewCall | null = null;
  #created: Promise<{ id: string } | null> = Promise.resolve(null);
  #disposed = false;
  /** The page is going away: the keepalive save has the transcript; nothing else is stored. */
  #leaving = false;
  #timers = new Set<ReturnType<typeof setTimeout>>();
  /** Transcript entries the server has confirmed. */
  #confirmed = 0;
  #saveTimer: ReturnType<typeof setTimeout> | null = null;
  #saving: Promise<void> | null = null;
  /** Typed answers not yet seen echoed back as a user transcript (the platform may echo). */
  #typedEchoes: string[] = [];

  constructor(options: InterviewControllerOptions) {
    this.#options = options;
    this.#ticket = options.ticket;
    this.#now = options.now ?? (() => Date.now());
  }

  /**
   * True once a call was started on this interview's ticket. A ticket opens one interview and that
   * call's report lands on it, so another call needs a fresh ticket (docs/product.md#endings).
   */
  get spentTicket(): boolean {
    return this.#call !== null;
  }

  /** The visitor's microphone level while the call runs, for the meter beside "Listening...". */
  readonly micLevel = new MicLevel();

  /** The current state (for `useSyncExternalStore`). */
  getState = (): InterviewState => this.#state;

  /** Subscribes to state changes (for `useSyncExternalStore`). */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Loads the SDK and starts the call with the interview id in its metadata. */
  async start(): Promise<void> {
    const { config } = this.#options;
    const ticket = this.#ticket;
    try {
      const createCall = await this.#options.loadCall();
      if (this.#disposed) return;
      const call = createCall(config.publicKey, config.apiBaseUrl);
      this.#call = call;
      this.#listen(call);
      // The platform's end-of-call report carries this metadata, so it lands on this interview.
      this.#created = call.start(config.assistantId, { metadata: { interviewId: ticket.id } });
      await this.#created;
    } catch (error) {
      if (this.#disposed) return;
      console.error('Setting up the voice interview failed', error);
      this.#dispatch({ type: 'error' });
      void notify.error(interviewCopy.toasts.initializationError);
    }
  }

  /** Sends a typed answer as the visitor's message; it joins the transcript at once. */
  sendText(input: string): boolean {
    const text = input.trim().slice(0, TYPED_ANSWER_MAX_CHARS);
    if (!text || this.#state.phase !== 'active' || !this.#call) return false;
    try {
      this.#call.send({ type: 'add-message', message: { role: 'user', content: text } });
    } catch (error) {
      console.error('Sending the typed answer failed', error);
      return false;
    }
    this.#typedEchoes.push(text);
    this.#addFinal('user', text);
    return true;
  }

  /** "End Interview": stops the call; its call-end completes the interview. */
  end(): void {
    void this.#call?.stop();
  }

  /**
   * The page is going away (`pagehide`): saves the transcript with a request that outlives the
   * page and says the visitor left (the interview ends there, judged by the answers it holds), then
   * stops the call. No completion is sent: the keepalive save already ended the interview, and a
   * request started after this point may never leave the page.
   */
  leavePage(): void {
    if (this.#disposed) return;
    this.#leaving = true;
    if (this.#state.phase === 'active') {
      this.#cancelScheduledSave();
      storeTranscriptOnExit(
        this.#ticket,
        this.#state.transcript,
        this.#confirmed,
        isoAt(this.#now()),
      );
    }
    this.dispose();
  }

  /** The dialog closed or unmounted: stops the call; no toast or close follows. */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    void this.#call?.stop();
  }

  #listen(call: InterviewCall) {
    call.on('call-start', () => {
      const at = this.#now();
      if (!this.#dispatch({ type: 'call-start', at })) return;
      this.#startStored = this.#created
        .catch(() => null)
        .then((created) =>
          this.#storeStart({ started_at: isoAt(at), ...(created ? { call_id: created.id } : {}) }),
        );
    });
    // Listening for it before the start is what turns the SDK's microphone observer on.
    call.on('local-volume-level', (level) => this.micLevel.set(level));
    call.on('speech-start', () => this.#dispatch({ type: 'speech-start' }));
    call.on('speech-end', () => this.#dispatch({ type: 'speech-end' }));
    call.on('message', (message) => {
      if (message.type !== 'transcript') return;
      const { role, transcriptType, transcript } = message as Record<string, unknown>;
      if ((role !== 'user' && role !== 'assistant') || typeof transcript !== 'string') return;
      if (transcriptType === 'partial') {
        this.#dispatch({ type: 'partial', role, text: transcript });
      } else if (transcriptType === 'final') {
        if (role === 'user' && this.#isTypedEcho(transcript)) return;
        this.#addFinal(role, transcript);
      }
    });
    listenForCallEnding(call, {
      ended: (event) => this.#onCallEnd(event),
      failed: (error) => this.#onError(error),
    });
  }

  /**
   * Stores the call's start. A ticket whose interview has already ended would store this call
   * nowhere (its start, saves and completion all refused), so it is swapped, once, for a fresh
   * ticket, and the start is stored on that new interview; what was said so far is saved again
   * there. The call keeps the old interview id in its metadata, so its call report is not stored:
   * the page's own saves and completion hold its transcript. Never rejects: failures are logged.
   */
  async #storeStart(body: InterviewStartBody): Promise<void> {
    try {
      await storeInterviewStart(this.#ticket, body);
      return;
    } catch (error) {
      if (!isInterviewEnded(error)) {
        logStoreFailure('start')(error);
        return;
      }
    }
    try {
      this.#ticket = await this.#options.renewTicket();
      this.#confirmed = 0;
      // Queued behind this start (saves wait for it): the new interview gets the whole transcript.
      this.#flushTranscript();
      await storeInterviewStart(this.#ticket, body);
    } catch (error) {
      logStoreFailure('start on a fresh ticket')(error);
    }
  }

  #isTypedEcho(transcript: string): boolean {
    const index = this.#typedEchoes.indexOf(transcript.trim());
    if (index === -1) return false;
    this.#typedEchoes.splice(index, 1);
    return true;
  }

  #addFinal(role: TranscriptEntry['role'], raw: string) {
    if (this.#state.transcript.length >= TRANSCRIPT_MAX_ENTRIES) return;
    // Text from the platform is made storable (no NUL, no lone surrogate) and kept within the
    // server's cap, or one odd line would make every later save of the transcript fail.
    const text = toStorableText(raw.slice(0, TRANSCRIPT_ENTRY_MAX_CHARS));
    const entry = { role, text, timestamp: isoAt(this.#now()) };
    if (this.#dispatch({ type: 'final', entry })) this.#scheduleSave();
  }

  /** The call ended, for whatever reason: carries out {@link callEndOutcome}'s choice. */
  #onCallEnd({ endedReason }: CallEndEvent) {
    const at = this.#now();
    const before = this.#state;
    const faulted = endedByFault(endedReason);
    const ended = this.#dispatch({ type: 'call-end', at, faulted });
    const outcome = callEndOutcome({
      alreadyOver: !ended,
      leavingPage: this.#leaving,
      dialogGone: this.#disposed,
      endedReason,
    });
    if (outcome === 'ignored') return;
    this.#cancelScheduledSave();
    if (outcome === 'page-left') return;
    const completion = {
      completed_at: isoAt(at),
      transcript: this.#state.transcript,
      duration_seconds: durationSeconds(before.startedAt, at),
    };
    void this.#startStored
      .then(() => storeInterviewCompletion(this.#ticket, completion))
      .catch(logStoreFailure('completion'));
    if (outcome === 'completed-quietly') return;
    if (outcome === 'faulted') {
      console.error('The voice interview call broke off:', endedReason);
      for (const notice of callFaultNotices(endedReason)) void notify.error(notice);
      return;
    }
    void notify.success(interviewCopy.toasts.complete);
    this.#options.onCompleted?.();
    this.#later(this.#options.onFinished, DIALOG_AUTO_CLOSE_MS);
  }

  /** The call failed: the interview fails, keeps what was said and stops the call. */
  #onError(error: CallErrorEvent) {
    if (!this.#dispatch({ type: 'error' })) return;
    console.error('The voice interview call failed:', error.message);
    this.#flushTranscript();
    void this.#call?.stop();
    if (this.#disposed) return;
    for (const notice of callErrorNotices(error)) void notify.error(notice);
  }

  #scheduleSave() {
    this.#cancelScheduledSave();
    this.#saveTimer = setTimeout(() => {
      this.#saveTimer = null;
      this.#flushTranscript();
    }, TRANSCRIPT_SAVE_DELAY_MS);
  }

  #cancelScheduledSave() {
    if (this.#saveTimer !== null) clearTimeout(this.#saveTimer);
    this.#saveTimer = null;
  }

  /** Saves the entries the server has not confirmed; one request at a time, in order. */
  #flushTranscript() {
    if (this.#saving) {
      void this.#saving.then(() => this.#flushTranscript());
      return;
    }
    if (this.#state.transcript.length <= this.#confirmed) return;
    // After the start is stored, which may have swapped the ticket (and reset what it holds).
    const request = this.#startStored
      .then(() => this.#saveUnconfirmed())
      .catch((error: unknown) => {
        // The server holds fewer entries than we thought: the next save sends them all.
        if (error instanceof ApiError && error.code === 'transcript_gap') this.#confirmed = 0;
        logStoreFailure('transcript')(error);
      })
      .finally(() => {
        this.#saving = null;
      });
    this.#saving = request;
  }

  async #saveUnconfirmed() {
    const transcript = this.#state.transcript;
    const from = this.#confirmed;
    if (transcript.length <= from) return;
    await storeTranscript(this.#ticket, { from_index: from, entries: transcript.slice(from) });
    this.#confirmed = Math.max(this.#confirmed, transcript.length);
  }

  #later(work: () => void, delayMs: number) {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      work();
    }, delayMs);
    this.#timers.add(timer);
  }

  /** Applies an action; answers whether the state changed, and tells subscribers if so. */
  #dispatch(action: InterviewAction): boolean {
    const next = interviewReducer(this.#state, action);
    if (next === this.#state) return false;
    this.#state = next;
    for (const listener of this.#listeners) listener();
    return true;
  }
}
