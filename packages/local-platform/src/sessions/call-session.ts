import { WebSocket, type RawData } from 'ws';
import {
  interviewScriptOf,
  nextScriptedReply,
  type InterviewScript,
  type ScriptedReply,
} from '../assistant-script/interview-script.ts';
import type { ReportSender } from '../outbound/report-sender.ts';
import type { CallRecorder, CallRecordings } from '../recordings/call-recorder.ts';
import { recordingPlanOf } from '../recordings/recording-format.ts';
import { FRAME_BYTES, samplesFromBytes } from '../voice/pcm.ts';
import type { CachedSynthesizer } from '../voice/phrase-cache.ts';
import {
  describeSpokenTurn,
  type SpeechRecognizer,
  type UntranscribedOutcome,
} from '../voice/speech-recognizer.ts';
import {
  createVoiceActivityDetector,
  type SpeechEnded,
  type VoiceActivityDetector,
  type VoiceActivityEvent,
} from '../voice/voice-activity.ts';
import type { Playout, PlayoutScheduler } from './audio-playout.ts';
import { ConversationLog } from './conversation-log.ts';
import { endOfCallReport, sessionCallSummary } from './end-of-call-report.ts';
import { audioFrameProblem, parseClientText, type ClientCommand } from './protocol.ts';
import type { CallSessionStore, SessionAssistant, SessionCall, SessionTuning } from './types.ts';

/** What every session shares: synthesis, pacing, storage and settings. */
export interface SessionEnvironment {
  synthesizer: CachedSynthesizer;
  recognizer?: SpeechRecognizer;
  recordings?: CallRecordings;
  scheduler: PlayoutScheduler;
  store: CallSessionStore;
  /** Posts the end-of-call report (the secret only to the product's own webhook URL). */
  reports: ReportSender;
  clock: () => Date;
  log: (line: string) => void;
  tuning: SessionTuning;
}

/** The provider's ended reasons this session produces. */
export const ENDED_REASONS = {
  assistantEnded: 'assistant-ended-call',
  endCallPhrase: 'assistant-said-end-call-phrase',
  afterMessageSpoken: 'assistant-ended-call-after-message-spoken',
  silence: 'silence-timed-out',
  maxDuration: 'exceeded-max-duration',
  customerEnded: 'customer-ended-call',
  /** The client vanished without closing its socket (network lost, process killed). */
  connectionLost:
    'call.in-progress.error-vapifault-call-started-but-connection-to-transport-missing',
  voiceFailed: 'pipeline-error-custom-voice-failed',
  crashed: 'call.in-progress.error-vapifault-worker-died',
} as const;

/** WebSocket close codes of a client that hung up: normal, going away (page left), none given. */
const CLEAN_CLOSE_CODES: ReadonlySet<number> = new Set([1000, 1001, 1005]);

type UtteranceKind = ScriptedReply['kind'] | 'say';

interface Utterance {
  text: string;
  words: string[];
  kind: UtteranceKind;
  questionIndex?: number;
  interruptible: boolean;
  /** Ends the call with this reason once fully spoken. */
  endReason?: string;
  state: 'preparing' | 'playing' | 'done';
  playout?: Playout;
  startedAtMs: number;
  turn: number;
  wordsShown: number;
  lastPartialMs: number;
}

const SILENT_FRAME = Buffer.alloc(FRAME_BYTES);
/** A client that reads no audio gets frames dropped past this much unsent data. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const MAX_USER_TEXT = 10_000;

function limitSeconds(value: unknown, fallback: number, min: number, max: number): number {
  const seconds = typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  return Math.min(max, Math.max(min, seconds));
}

/**
 * One web call: the scripted assistant speaking and listening over one WebSocket. It speaks
 * its first message and questions with synthesized audio paced in real time, detects the
 * visitor's turns in their audio (or takes typed ones), lets them interrupt, ends on the
 * script's closing line or a limit, and finally records the call and posts the report.
 * Every handler is guarded: a fault ends this call, never another.
 */
export class CallSession {
  readonly callId: string;
  /** Settles once the call is recorded and reported. */
  readonly finished: Promise<void>;

  readonly #ws: WebSocket;
  readonly #call: SessionCall;
  readonly #assistant: SessionAssistant;
  readonly #env: SessionEnvironment;
  readonly #script: InterviewScript;
  readonly #vad: VoiceActivityDetector;
  readonly #silenceMs: number;
  readonly #maxDurationMs: number;
  readonly #endCallPhrases: string[];
  #resolveFinished: () => void = () => {};
  #phase: 'created' | 'running' | 'ending' | 'ended' = 'created';
  #startedAt = new Date(0);
  #log = new ConversationLog(0, '');
  #recorder: CallRecorder | null = null;
  #current: Utterance | null = null;
  #queue: Utterance[] = [];
  #progress = { firstMessageSaid: false, questionsAsked: 0 };
  #pendingRespond = false;
  #muted = false;
  #assistantTurns = 0;
  #userTurns = 0;
  #transcribing = 0;
  #turnWork: Promise<void> = Promise.resolve();
  #startSaved: Promise<void> = Promise.resolve();
  #silenceTimer: NodeJS.Timeout | null = null;
  #maxDurationTimer: NodeJS.Timeout | null = null;
  #gapTimer: NodeJS.Timeout | null = null;
  #audioWatchdog: NodeJS.Timeout | null = null;

  constructor(ws: WebSocket, call: SessionCall, env: SessionEnvironment) {
    this.callId = call.id;
    this.#ws = ws;
    this.#call = call;
    this.#assistant = call.assistant ?? {};
    this.#env = env;
    this.#script = interviewScriptOf(this.#assistant);
    this.#vad = createVoiceActivityDetector(env.tuning.voiceActivity);
    const minimum = env.tuning.minimumLimitSeconds ?? 10;
    this.#silenceMs =
      limitSeconds(this.#assistant.silenceTimeoutSeconds, 30, minimum, 3_600) * 1000;
    this.#maxDurationMs =
      limitSeconds(this.#assistant.maxDurationSeconds, 600, minimum, 43_200) * 1000;
    this.#endCallPhrases = (
      Array.isArray(this.#assistant.endCallPhrases) ? this.#assistant.endCallPhrases : []
    )
      .filter((phrase): phrase is string => typeof phrase === 'string' && phrase.trim().length >= 2)
      .slice(0, 50)
      .map((phrase) => phrase.trim().toLowerCase());
    this.finished = new Promise((resolve) => (this.#resolveFinished = resolve));
  }

  /** Starts the call: signals the client, records the start, and speaks first if it should. */
  start(): void {
    this.#guard(() => {
      if (this.#phase !== 'created') return;
      this.#phase = 'running';
      this.#startedAt = this.#env.clock();
      this.#log = new ConversationLog(this.#startedAt.getTime(), this.#script.systemPrompt);
      this.#startRecording();
      this.#ws.on('message', (data, isBinary) => this.#guard(() => this.#onFrame(data, isBinary)));
      // A closing handshake (hanging up, or the browser leaving the page) is the visitor ending
      // the call; a socket that just drops is a lost connection.
      this.#ws.on('close', (code) =>
        this.end(
          CLEAN_CLOSE_CODES.has(code) ? ENDED_REASONS.customerEnded : ENDED_REASONS.connectionLost,
        ),
      );
      this.#ws.on('error', (error) => {
        this.#env.log(`call ${this.callId}: socket error: ${error.message}`);
        this.end(ENDED_REASONS.connectionLost);
      });
      this.#sendRaw(JSON.stringify('listening'));
      this.#send({ type: 'status-update', status: 'in-progress' });
      // Not awaited (the first words must not wait for the database), but the end's save
      // waits for it, so a quick call's end can never be overwritten by its start.
      this.#startSaved = this.#env.store
        .saveCall(this.callId, { status: 'in-progress', startedAt: this.#startedAt.toISOString() })
        .catch((error: unknown) =>
          this.#env.log(`call ${this.callId}: could not save the start: ${String(error)}`),
        );
      this.#maxDurationTimer = setTimeout(
        () => this.end(ENDED_REASONS.maxDuration),
        this.#maxDurationMs,
      );
      if (this.#ws.readyState !== WebSocket.OPEN) {
        this.end(ENDED_REASONS.customerEnded);
      } else if (this.#script.waitsForUser) this.#armSilence();
      else {
        this.#pendingRespond = true;
        this.#maybeContinue();
      }
    });
  }

  /** Starts recording, unless the assistant's artifact plan says not to; never fails the call. */
  #startRecording() {
    const plan = recordingPlanOf(this.#assistant.artifactPlan);
    if (!plan.enabled || !this.#env.recordings) return;
    try {
      this.#recorder = this.#env.recordings.start(this.callId, plan.format);
    } catch (error) {
      this.#env.log(`call ${this.callId}: could not start recording: ${String(error)}`);
    }
  }

  /** Ends the call with a reason (the first reason wins), then records and reports it. */
  end(reason: string): void {
    if (this.#phase !== 'running' && this.#phase !== 'created') return;
    const wasRunning = this.#phase === 'running';
    this.#phase = 'ending';
    for (const timer of [
      this.#silenceTimer,
      this.#maxDurationTimer,
      this.#gapTimer,
      this.#audioWatchdog,
    ]) {
      if (timer) clearTimeout(timer);
    }
    try {
      const current = this.#current;
      if (current?.state === 'playing') this.#finishUtterance(current, 'cut');
      else if (current) current.state = 'done';
      this.#current = null;
      this.#queue = [];
      for (const event of this.#vad.flush()) this.#onVoiceActivity(event);
    } catch (error) {
      this.#env.log(`call ${this.callId}: error while ending: ${String(error)}`);
    }
    void this.#finalise(reason, wasRunning).finally(() => {
      this.#phase = 'ended';
      this.#resolveFinished();
    });
  }

  // --- incoming frames -------------------------------------------------------------------

  #onFrame(data: RawData, isBinary: boolean) {
    const bytes = Array.isArray(data)
      ? Buffer.concat(data)
      : data instanceof ArrayBuffer
        ? Buffer.from(data)
        : data;
    if (isBinary) {
      const problem = audioFrameProblem(bytes.byteLength);
      if (problem) return this.#sendError(problem);
      if (this.#phase === 'running') this.#onAudio(bytes);
      return;
    }
    const parsed = parseClientText(bytes.toString('utf8'));
    if (!parsed.ok) return this.#sendError(parsed.message);
    if (this.#phase === 'running') this.#onCommand(parsed.command);
  }

  #onAudio(bytes: Buffer) {
    const samples = samplesFromBytes(bytes);
    this.#recorder?.visitorAudio(samples);
    for (const event of this.#vad.push(samples)) this.#onVoiceActivity(event);
    // A client that stops sending audio mid-turn must not leave the turn open forever.
    if (this.#audioWatchdog) clearTimeout(this.#audioWatchdog);
    if (this.#vad.speaking) {
      const hangover = this.#env.tuning.voiceActivity?.hangoverMs ?? 800;
      this.#audioWatchdog = setTimeout(
        () => this.#guard(() => this.#vad.flush().forEach((event) => this.#onVoiceActivity(event))),
        hangover + 300,
      );
    }
  }

  #onCommand(command: ClientCommand) {
    switch (command.type) {
      case 'playable':
        return;
      case 'end-call':
        return this.end(ENDED_REASONS.customerEnded);
      case 'control':
        if (command.control === 'mute-assistant') this.#muted = true;
        else if (command.control === 'unmute-assistant') this.#muted = false;
        else this.#sayFirstMessage();
        return;
      case 'say':
        return this.#say(command);
      case 'add-message':
        return this.#addMessage(command.role, command.content, command.triggerResponse);
    }
  }

  #sayFirstMessage() {
    if (this.#progress.firstMessageSaid || !this.#script.firstMessage) return;
    const queued =
      this.#current?.kind === 'first-message' ||
      this.#queue.some((u) => u.kind === 'first-message');
    if (queued) return;
    this.#enqueue(
      this.#utterance(
        nextScriptedReply(this.#script, { firstMessageSaid: false, questionsAsked: 0 }),
      ),
    );
  }

  #say(command: Extract<ClientCommand, { type: 'say' }>) {
    const endReason = command.endCallAfterSpoken
      ? ENDED_REASONS.afterMessageSpoken
      : this.#saysEndCallPhrase(command.content)
        ? ENDED_REASONS.endCallPhrase
        : undefined;
    const utterance = this.#makeUtterance(
      command.content,
      'say',
      command.interruptionsEnabled,
      endReason,
    );
    const current = this.#current;
    if (current && command.interruptAssistantEnabled) {
      if (current.state === 'playing') this.#finishUtterance(current, 'cut');
      else current.state = 'done';
      this.#current = null;
      this.#speak(utterance);
    } else {
      this.#enqueue(utterance);
    }
  }

  #addMessage(role: string, content: string, triggerResponse: boolean) {
    const text = content.trim().slice(0, MAX_USER_TEXT);
    if (role === 'assistant') {
      const now = this.#env.clock().getTime();
      if (this.#log.add('bot', text, now, now)) this.#sendConversation();
      return;
    }
    if (role !== 'user') return; // system, tool and function messages have no part in a script
    this.#clearSilence();
    const now = this.#env.clock().getTime();
    if (this.#log.add('user', text, now, now)) this.#sendConversation();
    if (!triggerResponse || !text) return;
    const current = this.#current;
    if (current?.interruptible) this.#interrupt(current);
    this.#pendingRespond = true;
    this.#maybeContinue();
  }

  // --- the visitor's turns --------------------------------------------------------------

  #onVoiceActivity(event: VoiceActivityEvent) {
    if (event.type === 'speech-start') {
      this.#clearSilence();
      this.#send({ type: 'speech-update', status: 'started', role: 'user', turn: this.#userTurns });
      const current = this.#current;
      if (current?.interruptible && this.#phase === 'running') this.#interrupt(current);
      return;
    }
    this.#onTurnEnd(event);
  }

  #onTurnEnd(turn: SpeechEnded) {
    this.#send({ type: 'speech-update', status: 'stopped', role: 'user', turn: this.#userTurns });
    this.#userTurns++;
    // Speech over a line the visitor may not interrupt is recorded but answers nothing.
    const talkOver = this.#current !== null && !this.#current.interruptible;
    if (!talkOver) this.#pendingRespond = true;
    const startMs = this.#wallAtAudio(turn.startMs);
    const endMs = this.#wallAtAudio(turn.endMs);
    this.#transcribing++;
    this.#turnWork = this.#turnWork
      .then(() => this.#transcribe(turn))
      .then(({ text, recognised }) => {
        // Recognised words come as the provider streams them: a partial, then the final.
        if (recognised) {
          this.#send({
            type: 'transcript',
            role: 'user',
            transcriptType: 'partial',
            transcript: text,
          });
        }
        this.#send({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: text });
        if (this.#log.add('user', text, startMs, endMs)) this.#sendConversation();
      })
      .catch((error: unknown) =>
        this.#env.log(`call ${this.callId}: turn failed: ${String(error)}`),
      )
      .finally(() => {
        this.#transcribing--;
        this.#guard(() => this.#maybeContinue());
      });
  }

  /** The turn's words, or (when there are none) what the record says instead. */
  async #transcribe(turn: SpeechEnded): Promise<{ text: string; recognised: boolean }> {
    const unrecognised = (outcome: UntranscribedOutcome) => ({
      text: describeSpokenTurn(turn.durationMs, outcome, { recorded: this.#recorder !== null }),
      recognised: false,
    });
    const recognizer = this.#env.recognizer;
    if (!recognizer) return unrecognised('no-recognizer');
    const timeoutMs = this.#env.tuning.recognizerTimeoutMs ?? 10_000;
    let timer: NodeJS.Timeout | undefined;
    try {
      const text = await Promise.race([
        recognizer.transcribe(turn.audio),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('recognizer timed out')), timeoutMs);
        }),
      ]);
      const clean =
        typeof text === 'string' ? text.replace(/\s+/g, ' ').trim().slice(0, MAX_USER_TEXT) : '';
      return clean ? { text: clean, recognised: true } : unrecognised('empty');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.#env.log(`call ${this.callId}: speech recognition failed: ${reason}`);
      return unrecognised('failed');
    } finally {
      clearTimeout(timer);
    }
  }

  /** Maps audio time (what the detector counts) to wall-clock time, anchored at now. */
  #wallAtAudio(audioMs: number): number {
    return this.#env.clock().getTime() - (this.#vad.positionMs - audioMs);
  }

  // --- the assistant's turns ------------------------------------------------------------

  /** Starts whatever should happen next, if nothing is happening. */
  #maybeContinue() {
    if (this.#phase !== 'running' || this.#current || this.#gapTimer) return;
    if (this.#vad.speaking || this.#transcribing > 0) return;
    const next = this.#queue.shift();
    if (next) return this.#speak(next);
    if (this.#pendingRespond) return this.#respond();
    this.#armSilence();
  }

  #respond() {
    this.#pendingRespond = false;
    this.#speak(this.#utterance(nextScriptedReply(this.#script, this.#progress)));
  }

  #utterance(reply: ScriptedReply): Utterance {
    const interruptible =
      reply.kind === 'question' ||
      (reply.kind === 'first-message' && this.#assistant.firstMessageInterruptionsEnabled === true);
    const endReason = reply.ends
      ? ENDED_REASONS.assistantEnded
      : this.#saysEndCallPhrase(reply.text)
        ? ENDED_REASONS.endCallPhrase
        : undefined;
    const utterance = this.#makeUtterance(reply.text, reply.kind, interruptible, endReason);
    if (reply.questionIndex !== undefined) utterance.questionIndex = reply.questionIndex;
    return utterance;
  }

  #makeUtterance(
    text: string,
    kind: UtteranceKind,
    interruptible: boolean,
    endReason?: string,
  ): Utterance {
    const words = text.trim().split(/\s+/).filter(Boolean);
    const utterance: Utterance = {
      text: words.join(' '),
      words,
      kind,
      interruptible,
      state: 'preparing',
      startedAtMs: 0,
      turn: 0,
      wordsShown: 0,
      lastPartialMs: 0,
    };
    if (endReason) utterance.endReason = endReason;
    return utterance;
  }

  #saysEndCallPhrase(text: string): boolean {
    const lower = text.toLowerCase();
    return this.#endCallPhrases.some((phrase) => lower.includes(phrase));
  }

  #enqueue(utterance: Utterance) {
    if (this.#current) this.#queue.push(utterance);
    else this.#speak(utterance);
  }

  #speak(utterance: Utterance) {
    this.#current = utterance;
    this.#clearSilence();
    this.#env.synthesizer
      .synthesize(utterance.text, { voice: this.#assistant.voice, urgent: true })
      .then(
        (audio) => this.#guard(() => this.#play(utterance, audio)),
        (error: unknown) => {
          if (utterance.state !== 'preparing' || this.#phase !== 'running') return;
          this.#env.log(`call ${this.callId}: speech synthesis failed: ${String(error)}`);
          this.end(ENDED_REASONS.voiceFailed);
        },
      );
  }

  #play(utterance: Utterance, audio: Int16Array) {
    // Interrupted, replaced or ended while the audio was being prepared.
    if (utterance.state !== 'preparing' || this.#current !== utterance || this.#phase !== 'running')
      return;
    utterance.state = 'playing';
    if (utterance.kind === 'first-message') this.#progress.firstMessageSaid = true;
    if (utterance.questionIndex !== undefined) {
      this.#progress.questionsAsked = Math.max(
        this.#progress.questionsAsked,
        utterance.questionIndex + 1,
      );
    }
    utterance.turn = this.#assistantTurns++;
    utterance.startedAtMs = this.#env.clock().getTime();
    this.#send({ type: 'model-output', output: utterance.text });
    this.#send({
      type: 'speech-update',
      status: 'started',
      role: 'assistant',
      turn: utterance.turn,
    });
    utterance.playout = this.#env.scheduler.play(audio, (frame) => this.#sendAudio(frame), {
      onProgress: (playedMs, totalMs) =>
        this.#guard(() => this.#sendPartial(utterance, playedMs, totalMs)),
      onDone: () => this.#guard(() => this.#onUtteranceDone(utterance)),
    });
  }

  #sendPartial(utterance: Utterance, playedMs: number, totalMs: number) {
    if (utterance.state !== 'playing' || totalMs <= 0) return;
    const shown = Math.min(
      utterance.words.length,
      Math.ceil((utterance.words.length * playedMs) / totalMs),
    );
    const now = performance.now();
    if (shown <= utterance.wordsShown || shown === utterance.words.length) return;
    if (now - utterance.lastPartialMs < 150) return;
    utterance.wordsShown = shown;
    utterance.lastPartialMs = now;
    this.#send({
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'partial',
      transcript: utterance.words.slice(0, shown).join(' '),
    });
  }

  #onUtteranceDone(utterance: Utterance) {
    if (utterance.state !== 'playing') return;
    this.#finishUtterance(utterance, 'completed');
    if (this.#phase !== 'running') return;
    if (utterance.endReason) return this.end(utterance.endReason);
    if (utterance.kind === 'first-message' && this.#script.questions.length > 0) {
      // A breath between the greeting and the first question.
      this.#pendingRespond = true;
      this.#gapTimer = setTimeout(() => {
        this.#gapTimer = null;
        this.#guard(() => this.#maybeContinue());
      }, this.#env.tuning.phraseGapMs ?? 300);
      return;
    }
    this.#maybeContinue();
  }

  /** Closes an utterance: final transcript of what was heard, speech stopped, recorded. */
  #finishUtterance(utterance: Utterance, how: 'completed' | 'cut') {
    if (utterance.state !== 'playing') return;
    utterance.state = 'done';
    if (this.#current === utterance) this.#current = null;
    let text = utterance.text;
    if (how === 'cut') {
      const playout = utterance.playout;
      playout?.stop();
      const fraction = playout && playout.totalMs > 0 ? playout.playedMs() / playout.totalMs : 0;
      text = utterance.words.slice(0, Math.ceil(utterance.words.length * fraction)).join(' ');
    }
    if (text)
      this.#send({
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'final',
        transcript: text,
      });
    this.#send({
      type: 'speech-update',
      status: 'stopped',
      role: 'assistant',
      turn: utterance.turn,
    });
    if (this.#log.add('bot', text, utterance.startedAtMs, this.#env.clock().getTime()))
      this.#sendConversation();
  }

  /** The visitor cut in: stop the audio at once and drop what was queued. */
  #interrupt(utterance: Utterance) {
    this.#queue = [];
    if (utterance.state === 'preparing') {
      utterance.state = 'done';
      this.#current = null;
      return;
    }
    this.#send({ type: 'user-interrupted' });
    this.#finishUtterance(utterance, 'cut');
  }

  // --- timers ---------------------------------------------------------------------------

  #armSilence() {
    this.#clearSilence();
    this.#silenceTimer = setTimeout(() => this.end(ENDED_REASONS.silence), this.#silenceMs);
  }

  #clearSilence() {
    if (this.#silenceTimer) clearTimeout(this.#silenceTimer);
    this.#silenceTimer = null;
  }

  // --- output ---------------------------------------------------------------------------

  #sendRaw(data: string | Buffer) {
    if (this.#ws.readyState === WebSocket.OPEN) this.#ws.send(data);
  }

  #send(message: { type: string } & Record<string, unknown>) {
    const wanted = this.#assistant.clientMessages;
    if (Array.isArray(wanted) && message.type !== 'error' && !wanted.includes(message.type)) return;
    this.#sendRaw(JSON.stringify(message));
  }

  #sendError(message: string) {
    this.#send({ type: 'error', message });
  }

  #sendAudio(frame: Buffer) {
    if (this.#ws.readyState !== WebSocket.OPEN || this.#ws.bufferedAmount > MAX_BUFFERED_BYTES)
      return;
    const sent = this.#muted ? SILENT_FRAME : frame;
    this.#ws.send(sent, { binary: true });
    // The recording holds what the visitor was sent: silence while muted, nothing if dropped.
    this.#recorder?.assistantAudio(samplesFromBytes(sent));
  }

  #sendConversation() {
    this.#send({
      type: 'conversation-update',
      messages: this.#log.messages(),
      messagesOpenAIFormatted: this.#log.messagesOpenAIFormatted(),
    });
  }

  /** Runs a handler; a fault ends this call (recorded as a platform fault) and nothing else. */
  #guard(handler: () => void) {
    try {
      handler();
    } catch (error) {
      this.#env.log(
        `call ${this.callId}: session fault: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      this.end(ENDED_REASONS.crashed);
    }
  }

  // --- the end ------------------------------------------------------------------------------

  async #finalise(endedReason: string, started: boolean) {
    const { store, log } = this.#env;
    // Let a turn being transcribed land in the record (the recognizer has its own timeout).
    await this.#turnWork.catch(() => undefined);
    const endedAt = this.#env.clock();
    this.#send({ type: 'status-update', status: 'ended', endedReason });
    if (this.#ws.readyState === WebSocket.OPEN || this.#ws.readyState === WebSocket.CONNECTING) {
      this.#ws.close(1000, 'call ended');
    }
    const startedAt = (started ? this.#startedAt : endedAt).toISOString();
    const recording = await this.#recorder?.finish(endedAt.getTime() - this.#startedAt.getTime());
    const artifact = {
      messages: this.#log.messages(),
      messagesOpenAIFormatted: this.#log.messagesOpenAIFormatted(),
      transcript: this.#log.transcript(),
      ...recording,
    };
    await this.#startSaved;
    try {
      await store.saveCall(this.callId, {
        status: 'ended',
        startedAt,
        endedAt: endedAt.toISOString(),
        endedReason,
        transcript: artifact.transcript,
        messages: artifact.messages,
        cost: 0,
        artifact,
      });
    } catch (error) {
      log(`call ${this.callId}: could not save the end of the call: ${String(error)}`);
    }
    const server = this.#assistant.server;
    const wanted = this.#assistant.serverMessages;
    if (!server?.url || (Array.isArray(wanted) && !wanted.includes('end-of-call-report'))) return;
    const times = { startedAt, endedAt: endedAt.toISOString(), endedReason };
    const report = endOfCallReport({
      call: sessionCallSummary(this.#call, times),
      assistant: { id: this.#assistant.id ?? this.#call.assistantId, name: this.#assistant.name },
      ...times,
      artifact,
      timestamp: endedAt.getTime(),
    });
    const result = await this.#env.reports.send(server, report);
    if (!result.delivered)
      log(`call ${this.callId}: end-of-call report not delivered: ${result.reason}`);
  }
}
