// One test call outside React: asks the server to place it, loads the SDK meanwhile, joins the
// call, and keeps what was said as lines. The dialog subscribes to its state; closing the dialog
// disposes it, which leaves the call. Nothing is stored: the server keeps test calls out of
// people, answers and counts.
import type { InterviewTestCallAnswer } from '@vibe/contracts/interview';
import { errorMessageOf } from '../error-message.ts';
import type { CreateTryCall, TryCall } from './interview-try-loader.ts';

/** Longest typed answer, in characters (the landing page's cap, well inside the SDK's own). */
export const TRY_ANSWER_MAX_CHARS = 2000;

/** One line of the test call: what the assistant said, or the owner (spoken or typed). */
export interface TryLine {
  role: 'assistant' | 'user';
  text: string;
}

export interface TryState {
  phase: 'connecting' | 'active' | 'ended' | 'failed';
  lines: readonly TryLine[];
  /** Why the call could not start, in words to show; null otherwise. */
  error: string | null;
}

export interface TrySessionOptions {
  versionId: string;
  /** Asks the server to place the test call. */
  place: (versionId: string) => Promise<InterviewTestCallAnswer>;
  /** Loads the SDK lazily and returns a call factory. */
  loadCall: () => Promise<CreateTryCall>;
}

/** Where every test call starts. */
const initialTryState: TryState = { phase: 'connecting', lines: [], error: null };

export class TrySession {
  #options: TrySessionOptions;
  #state: TryState = initialTryState;
  #listeners = new Set<() => void>();
  #call: TryCall | null = null;
  #disposed = false;
  /** Typed answers not yet echoed back as the owner's transcript (the platform may echo). */
  #typedEchoes: string[] = [];

  constructor(options: TrySessionOptions) {
    this.#options = options;
  }

  getState = (): TryState => this.#state;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Places the call and joins it; a failure ends in the `failed` phase with its reason. */
  async start(): Promise<void> {
    const { versionId, place, loadCall } = this.#options;
    try {
      const [answer, createCall] = await Promise.all([place(versionId), loadCall()]);
      if (this.#disposed) return;
      const call = createCall();
      this.#call = call;
      this.#listen(call);
      await call.reconnect(answer.call);
    } catch (error) {
      if (this.#disposed) return;
      console.error('The test call could not start', error);
      this.#fail(errorMessageOf(error));
    }
  }

  /** Sends a typed answer as the owner's message; it joins the lines at once. */
  sendText(input: string): boolean {
    const text = input.trim().slice(0, TRY_ANSWER_MAX_CHARS);
    if (!text || this.#state.phase !== 'active' || !this.#call) return false;
    try {
      this.#call.send({ type: 'add-message', message: { role: 'user', content: text } });
    } catch (error) {
      console.error('Sending the typed answer failed', error);
      return false;
    }
    this.#typedEchoes.push(text);
    this.#addLine({ role: 'user', text });
    return true;
  }

  /** "End": leaves the call; its call-end ends the session. */
  end(): void {
    void this.#call?.stop();
  }

  /** The dialog closed: leaves the call, and nothing more is shown. */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    void this.#call?.stop();
  }

  #listen(call: TryCall) {
    call.on('call-start', () => {
      if (this.#state.phase === 'connecting') this.#set({ phase: 'active' });
    });
    call.on('message', (message) => {
      if (message.type !== 'transcript') return;
      const { role, transcriptType, transcript } = message as Record<string, unknown>;
      if ((role !== 'user' && role !== 'assistant') || typeof transcript !== 'string') return;
      if (transcriptType !== 'final' || !transcript.trim()) return;
      if (role === 'user' && this.#isTypedEcho(transcript)) return;
      this.#addLine({ role, text: transcript.trim() });
    });
    call.on('call-end', () => {
      if (this.#state.phase !== 'failed') this.#set({ phase: 'ended' });
    });
    call.on('error', (error) => {
      // Only a failure to join ends the session here; one during the call ends it with call-end.
      if (this.#state.phase === 'connecting') this.#fail(error.message ?? null);
    });
  }

  #isTypedEcho(transcript: string): boolean {
    const index = this.#typedEchoes.indexOf(transcript.trim());
    if (index === -1) return false;
    this.#typedEchoes.splice(index, 1);
    return true;
  }

  #fail(reason: string | null) {
    this.#set({ phase: 'failed', error: reason });
    void this.#call?.stop();
  }

  #addLine(line: TryLine) {
    this.#set({ lines: [...this.#state.lines, line] });
  }

  #set(change: Partial<TryState>) {
    if (this.#disposed) return;
    this.#state = { ...this.#state, ...change };
    for (const listener of this.#listeners) listener();
  }
}
