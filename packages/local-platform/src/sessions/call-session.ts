import type { CallEndedReason, SessionServerMessage } from '@vibe/voice-sdk/protocol';
import type { WebSocket } from 'ws';
import type { ReportSender } from '../outbound/report-sender.ts';
import type { CallRecordings } from '../recordings/call-recorder.ts';
import { samplesFromBytes } from '../voice/pcm.ts';
import type { CachedSynthesizer } from '../voice/phrase-cache.ts';
import type { SpeechRecognizer } from '../voice/speech-recognizer.ts';
import { AssistantSpeech, type Utterance } from './assistant-speech.ts';
import type { PlayoutScheduler } from './audio-playout.ts';
import { callLimitsOf, endedReasonOfClose, ENDED_REASONS, finishCall } from './call-ending.ts';
import type { AddedMessageRole, ClientCommand } from './client-frames.ts';
import { ConversationLog } from './conversation-log.ts';
import { RecordingFeed } from './recording-feed.ts';
import { ScriptedAnswers } from './scripted-answers.ts';
import { CallScript } from './script-progress.ts';
import { SessionSocket } from './session-socket.ts';
import { SessionTimers } from './session-timers.ts';
import type {
  CallSessionStore,
  SessionAssistant,
  SessionCall,
  SessionObserver,
  SessionTuning,
} from './types.ts';
import { TRANSCRIBING_NOTE } from './turn-records.ts';
import { MAX_USER_TEXT, VisitorTurns, type TurnRevision } from './visitor-turns.ts';

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
  /** Told of the call's milestones; guarded (`guardedObserver`): it never throws. */
  observer?: SessionObserver;
}

/**
 * One web call: the scripted assistant speaking and listening over one WebSocket. It speaks
 * its first message and questions with synthesized audio paced in real time, detects the
 * visitor's turns in their audio (or takes typed ones), lets them interrupt, ends on the
 * script's closing line or a limit, and finally records the call and posts the report.
 * Every handler is guarded: a fault ends this call, never another.
 *
 * This class holds the call's lifecycle and the client's commands; its jobs live beside it:
 * `session-socket.ts` (framing), `session-timers.ts`, `visitor-turns.ts`,
 * `assistant-speech.ts`, `script-progress.ts`, `recording-feed.ts` and `call-ending.ts` (why a
 * call ends, and what happens then).
 */
export class CallSession {
  readonly callId: string;
  /** Settles once the call is recorded and reported. */
  readonly finished: Promise<void>;

  readonly #call: SessionCall;
  readonly #assistant: SessionAssistant;
  readonly #env: SessionEnvironment;
  readonly #socket: SessionSocket;
  readonly #script: CallScript;
  readonly #timers: SessionTimers;
  readonly #recording: RecordingFeed;
  readonly #turns: VisitorTurns;
  readonly #speech: AssistantSpeech;
  readonly #answers = new ScriptedAnswers();
  #resolveFinished: () => void = () => {};
  #phase: 'created' | 'running' | 'ending' | 'ended' = 'created';
  #startedAt: Date | null = null;
  #conversation = new ConversationLog(0, '');
  #pendingRespond = false;
  #muted = false;
  #startSaved: Promise<void> = Promise.resolve();
  #audioSent = false;

  constructor(ws: WebSocket, call: SessionCall, env: SessionEnvironment) {
    this.callId = call.id;
    this.#call = call;
    this.#assistant = call.assistant ?? {};
    this.#env = env;
    const { log, clock, tuning } = env;
    const guard = (handler: () => void) => this.#guard(handler);
    const send = (message: SessionServerMessage) => this.#socket.send(message);
    this.#socket = new SessionSocket(ws, this.#assistant.clientMessages);
    this.#script = new CallScript(this.#assistant, { hearsWords: env.recognizer !== undefined });
    this.#timers = new SessionTimers(callLimitsOf(this.#assistant, tuning), {
      silenceTimedOut: () => this.end(ENDED_REASONS.silence),
      maxDurationReached: () => this.end(ENDED_REASONS.maxDuration),
    });
    this.#recording = new RecordingFeed(call.id, env.recordings, log);
    this.#turns = new VisitorTurns({
      callId: call.id,
      recognizer: env.recognizer,
      recognizerTimeoutMs: tuning.recognizerTimeoutMs ?? 10_000,
      voiceActivity: tuning.voiceActivity,
      turnTaking: tuning.turnTaking,
      timers: this.#timers,
      clock,
      log,
      recorded: () => this.#recording.recording,
      running: () => this.#phase === 'running',
      guard,
      send,
      speechStarted: () => this.#onVisitorSpeaking(),
      turnEnded: () => this.#onVisitorTurnEnded(),
      turnHeard: (text, startMs, endMs) => this.#record('user', text, startMs, endMs),
      turnSettled: () => this.#maybeContinue(),
    });
    this.#speech = new AssistantSpeech({
      callId: call.id,
      voice: this.#assistant.voice,
      synthesizer: env.synthesizer,
      scheduler: env.scheduler,
      clock,
      log,
      running: () => this.#phase === 'running',
      guard,
      send,
      sendAudio: (frame) => {
        const sent = this.#socket.sendAudio(frame, this.#muted);
        // The recording holds what the visitor was sent: silence while muted, nothing if dropped.
        if (sent) this.#recording.assistantAudio(sent);
        if (sent && !this.#audioSent) this.#firstAudioSent();
      },
      speaking: () => this.#timers.clearSilence(),
      lineStarted: (utterance) => {
        this.#script.said(utterance);
        this.#answers.lineStarted(utterance);
      },
      lineHeard: (text, startMs, endMs) => this.#record('bot', text, startMs, endMs),
      lineSpoken: (utterance) => this.#onLineSpoken(utterance),
      voiceFailed: () => this.end(ENDED_REASONS.voiceFailed),
    });
    this.finished = new Promise((resolve) => (this.#resolveFinished = resolve));
  }

  /** Starts the call: signals the client, records the start, and speaks first if it should. */
  start(): void {
    this.#guard(() => {
      if (this.#phase !== 'created') return;
      this.#phase = 'running';
      const startedAt = this.#env.clock();
      this.#startedAt = startedAt;
      this.#conversation = new ConversationLog(startedAt.getTime(), this.#script.systemPrompt);
      this.#recording.start(this.#assistant.artifactPlan);
      this.#socket.onFrame(
        {
          audio: (bytes) => {
            if (this.#phase === 'running') this.#onAudio(bytes);
          },
          command: (command) => {
            if (this.#phase === 'running') this.#onCommand(command);
          },
        },
        (work) => this.#guard(work),
      );
      this.#socket.onClose((code) => this.end(endedReasonOfClose(code)));
      this.#socket.onError((error) => {
        this.#env.log(`call ${this.callId}: socket error: ${error.message}`);
        this.end(ENDED_REASONS.connectionLost);
      });
      this.#socket.sendListening();
      this.#socket.send({ type: 'status-update', status: 'in-progress' });
      // Not awaited (the first words must not wait for the database), but the end's save
      // waits for it, so a quick call's end can never be overwritten by its start.
      this.#startSaved = this.#env.store
        .saveCall(this.callId, { status: 'in-progress', startedAt: startedAt.toISOString() })
        .catch((error: unknown) =>
          this.#env.log(`call ${this.callId}: could not save the start: ${String(error)}`),
        );
      this.#timers.startMaxDuration();
      if (!this.#socket.open) {
        this.end(ENDED_REASONS.customerEnded);
      } else if (this.#script.waitsForUser) this.#timers.armSilence();
      else {
        this.#pendingRespond = true;
        this.#maybeContinue();
      }
    });
  }

  /**
   * Ends the call with a reason (the first reason wins), then records and reports it. The
   * reasons, and what leads to each, are in `call-ending.ts`.
   */
  end(reason: CallEndedReason): void {
    if (this.#phase !== 'running' && this.#phase !== 'created') return;
    const wasRunning = this.#phase === 'running';
    this.#phase = 'ending';
    this.#env.observer?.callEnded?.(this.callId);
    this.#timers.clearAll();
    try {
      this.#speech.stop();
      this.#turns.flush();
    } catch (error) {
      this.#env.log(`call ${this.callId}: error while ending: ${String(error)}`);
    }
    const ended = {
      call: this.#call,
      endedReason: reason,
      startedAt: wasRunning ? this.#startedAt : null,
      conversation: this.#conversation,
      answers: this.#answers,
      socket: this.#socket,
      recording: this.#recording,
      turnsRecorded: this.#turns.recordedAll(),
      turnsSettled: this.#turns.settled(),
      startSaved: this.#startSaved,
    };
    void finishCall(ended, this.#env).finally(() => {
      this.#phase = 'ended';
      this.#resolveFinished();
    });
  }

  // --- the client's frames -----------------------------------------------------------------

  #onAudio(bytes: Buffer) {
    const samples = samplesFromBytes(bytes);
    this.#recording.visitorAudio(samples);
    this.#turns.hear(samples);
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
    const line = this.#script.firstMessageLine();
    if (line && !this.#speech.has('first-message')) this.#speech.enqueue(line);
  }

  #say(command: Extract<ClientCommand, { type: 'say' }>) {
    const line = this.#script.sayLine(
      command.content,
      command.interruptionsEnabled,
      command.endCallAfterSpoken,
    );
    if (this.#speech.current && command.interruptAssistantEnabled) this.#speech.sayNow(line);
    else this.#speech.enqueue(line);
  }

  #addMessage(role: AddedMessageRole, content: string, triggerResponse: boolean) {
    const text = content.trim().slice(0, MAX_USER_TEXT);
    const recorded = role === 'user' || role === 'assistant';
    if (recorded && text && !this.#conversation.hasRoomFor(text)) {
      // The call keeps a bounded conversation; the visitor learns that typing adds no more.
      return this.#socket.sendError(
        'This call’s conversation is full: typed messages are no longer recorded.',
      );
    }
    const now = this.#env.clock().getTime();
    if (role === 'assistant') return this.#record('bot', text, now, now);
    if (role !== 'user') return; // system, tool and function messages have no part in a script
    this.#timers.clearSilence();
    this.#record('user', text, now, now);
    if (!triggerResponse || !text) return;
    if (this.#speech.current?.interruptible) this.#speech.interrupt();
    this.#pendingRespond = true;
    this.#maybeContinue();
  }

  // --- turn taking -------------------------------------------------------------------------

  #onVisitorSpeaking() {
    this.#timers.clearSilence();
    if (this.#speech.current?.interruptible && this.#phase === 'running') this.#speech.interrupt();
  }

  #onVisitorTurnEnded() {
    // Speech over a line the visitor may not interrupt is recorded but answers nothing.
    const current = this.#speech.current;
    const talkOver = current !== null && !current.interruptible;
    if (!talkOver) this.#pendingRespond = true;
  }

  #onLineSpoken(utterance: Utterance) {
    if (this.#phase !== 'running') return;
    if (utterance.endedReason) return this.end(utterance.endedReason);
    if (utterance.kind === 'first-message' && this.#script.hasQuestions) {
      // A breath between the greeting and the first question.
      this.#pendingRespond = true;
      this.#timers.startGap(this.#env.tuning.phraseGapMs ?? 300, () =>
        this.#guard(() => this.#maybeContinue()),
      );
      return;
    }
    this.#maybeContinue();
  }

  /** Starts whatever should happen next, if nothing is happening. */
  #maybeContinue() {
    if (this.#phase !== 'running' || this.#speech.current || this.#timers.inGap) return;
    if (this.#turns.speaking || this.#turns.transcribing) return;
    if (this.#speech.speakNext()) return;
    if (this.#pendingRespond) {
      this.#pendingRespond = false;
      this.#speech.enqueue(this.#script.nextLine());
      return;
    }
    this.#timers.armSilence();
  }

  // --- shared ------------------------------------------------------------------------------

  /** Tells the observer how long after its creation the call's first audio went out. */
  #firstAudioSent() {
    this.#audioSent = true;
    const created = Date.parse(this.#call.createdAt);
    if (!Number.isFinite(created)) return;
    const latencyMs = Math.max(0, this.#env.clock().getTime() - created);
    this.#env.observer?.firstAudio?.(this.callId, latencyMs);
  }

  /**
   * Adds a turn to the conversation and, if it was one, tells the page. Answers how to replace
   * its text in place (a turn whose words land after the call went on).
   */
  #record(role: 'bot' | 'user', text: string, startMs: number, endMs: number): TurnRevision {
    if (!this.#conversation.add(role, text, startMs, endMs)) return () => {};
    const index = this.#conversation.size - 1;
    // The script reacts to each turn; a request (repeat, skip) answers no question. A turn whose
    // words are still on their way is an answer the script need not react to: it goes on.
    const answers = role === 'user' && (text === TRANSCRIBING_NOTE || this.#script.heard(text));
    const answer = answers ? this.#answers.heard(text) : null;
    this.#sendConversation();
    return (revised) => {
      if (!this.#conversation.revise(index, revised)) return;
      this.#answers.revise(answer, revised);
      this.#sendConversation();
    };
  }

  #sendConversation() {
    this.#socket.send({
      type: 'conversation-update',
      messages: this.#conversation.messages(),
      messagesOpenAIFormatted: this.#conversation.messagesOpenAIFormatted(),
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
}
