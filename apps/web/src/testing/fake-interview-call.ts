import type {
  CreateInterviewCall,
  InterviewCall,
  InterviewCallEvents,
} from '@/features/interview/call/interview-call.ts';

type Listeners = {
  [E in keyof InterviewCallEvents]?: Array<(...args: InterviewCallEvents[E]) => void>;
};

/**
 * A call behind the same interface as the SDK's `VoiceCall`, driven by the test: `emit` plays
 * the platform's events, `sent` and `starts` record what the page asked for. `stop()` emits
 * call-end once the call had started, as the SDK does.
 */
export class FakeInterviewCall implements InterviewCall {
  readonly starts: Array<{ assistantId: string; overrides?: Record<string, unknown> }> = [];
  readonly sent: Array<Record<string, unknown>> = [];
  stops = 0;
  #listeners: Listeners = {};
  #started = false;
  #ended = false;
  /** What start() resolves (null: the start failed). */
  startResult: { id: string } | null = { id: 'call-1' };

  constructor(
    readonly publicKey: string,
    readonly apiBaseUrl: string,
  ) {}

  on<E extends keyof InterviewCallEvents>(
    event: E,
    listener: (...args: InterviewCallEvents[E]) => void,
  ): this {
    const list = (this.#listeners[event] ??= []) as Array<typeof listener>;
    list.push(listener);
    return this;
  }

  emit<E extends keyof InterviewCallEvents>(event: E, ...args: InterviewCallEvents[E]): void {
    if (event === 'call-start') this.#started = true;
    if (event === 'call-end') {
      if (this.#ended) return;
      this.#ended = true;
    }
    const list = (this.#listeners[event] ?? []) as Array<(...a: InterviewCallEvents[E]) => void>;
    for (const listener of [...list]) listener(...args);
  }

  /** The platform's transcript message. */
  say(
    role: 'user' | 'assistant',
    transcript: string,
    transcriptType: 'partial' | 'final' = 'final',
  ) {
    this.emit('message', { type: 'transcript', role, transcriptType, transcript });
  }

  async start(assistantId: string, overrides?: Record<string, unknown>) {
    this.starts.push({ assistantId, ...(overrides ? { overrides } : {}) });
    return this.startResult;
  }

  async stop() {
    this.stops++;
    if (this.#started) this.emit('call-end', { endedReason: 'customer-ended-call' });
  }

  send(message: Record<string, unknown> & { type: string }) {
    this.sent.push(message);
  }
}

/** A `loadCall` that hands out fake calls; `calls` holds every call made, newest last. */
export function fakeCallLoader() {
  const calls: FakeInterviewCall[] = [];
  const create: CreateInterviewCall = (publicKey, apiBaseUrl) => {
    const call = new FakeInterviewCall(publicKey, apiBaseUrl);
    calls.push(call);
    return call;
  };
  const loadCall = async () => create;
  return {
    calls,
    loadCall,
    /** The newest call (throws when none was made yet). */
    get latest(): FakeInterviewCall {
      const call = calls.at(-1);
      if (!call) throw new Error('no call was started');
      return call;
    },
  };
}
