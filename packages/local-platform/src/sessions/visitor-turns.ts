import { PCM_SAMPLE_RATE, type SessionServerMessage } from '@vibe/voice-sdk/protocol';
import type { SpeechRecognizer } from '../voice/speech-recognizer.ts';
import { endpointingOf } from '../voice/turns/endpointing.ts';
import {
  LiveTurn,
  liveTurnOptionsOf,
  type ResolvedLiveTurnOptions,
} from '../voice/turns/live-turn.ts';
import {
  createVoiceActivityDetector,
  type SpeechEnded,
  type VoiceActivityDetector,
  type VoiceActivityEvent,
  type VoiceActivityOptions,
} from '../voice/voice-activity.ts';
import type { SessionTimers } from './session-timers.ts';
import { TurnRecords, type TurnRevision } from './turn-records.ts';
import { transcribeTurn, type TurnTranscript } from './turn-transcription.ts';
import type { TurnTakingOptions } from './types.ts';

export { MAX_USER_TEXT } from '../voice/turns/turn-words.ts';
export type { TurnRevision } from './turn-records.ts';

/** What the visitor's turns need from their session. */
export interface TurnHost {
  callId: string;
  recognizer: SpeechRecognizer | undefined;
  /** A turn's words not landed within this long: the conversation goes on without them. */
  recognizerTimeoutMs: number;
  voiceActivity: VoiceActivityOptions | undefined;
  turnTaking: TurnTakingOptions | undefined;
  timers: SessionTimers;
  clock: () => Date;
  log: (line: string) => void;
  /** Whether the call is being recorded (the record of an untranscribed turn says so). */
  recorded(): boolean;
  /** Whether the call still runs: words landing later are sent to the page only then. */
  running(): boolean;
  /** Runs a handler; a fault ends the call. */
  guard(handler: () => void): void;
  send(message: SessionServerMessage): void;
  /** The visitor started speaking: words were recognised (or, without a recogniser, energy). */
  speechStarted(): void;
  /** The visitor's turn is over; their words are on their way. */
  turnEnded(): void;
  /**
   * The visitor's words for the record, with when they were spoken (epoch ms); answers how to
   * replace them once better words land.
   */
  turnHeard(text: string, startMs: number, endMs: number): TurnRevision;
  /** A turn's words have landed (or will land later): the conversation may go on. */
  turnSettled(): void;
}

/** The turn in progress. */
interface LiveTurnState {
  live: LiveTurn;
  /** Its number in the page's speech-updates, once it is speech. */
  number: number;
  /** A candidate right after the visitor's last words: it holds the conversation for now. */
  continuing: boolean;
}

/**
 * The visitor's side of one call: their audio through energy detection, which proposes candidate
 * turns; with a recogniser, partial transcripts while they speak make a candidate a turn once they
 * hold words (noise, a beep or a cough never does) and decide when it is over (`live-turn.ts`,
 * `endpointing.ts`); each turn is then transcribed and recorded in order (`turn-records.ts`).
 *
 * Without a recogniser (SPEECH_TO_TEXT=off) energy alone decides: every sustained sound is a
 * turn, ended after the detector's hangover, recorded as a spoken answer of its length. Telling
 * noise from speech needs the recogniser.
 */
export class VisitorTurns {
  readonly #host: TurnHost;
  readonly #vad: VoiceActivityDetector;
  readonly #hangoverMs: number;
  readonly #live: ResolvedLiveTurnOptions;
  readonly #records: TurnRecords;
  #turn: LiveTurnState | null = null;
  #turns = 0;
  /** Audio time of the end of the visitor's last words (the last turn of speech). */
  #lastWordsMs = -Infinity;
  readonly #candidateWindowMs: number;
  readonly #candidateKeepMs: number;
  readonly #continuationMs: number;
  readonly #continuationHoldMs: number;

  constructor(host: TurnHost) {
    this.#host = host;
    const endpointing = endpointingOf(host.turnTaking?.endpointing);
    this.#live = liveTurnOptionsOf({ ...host.turnTaking, endpointing });
    this.#candidateWindowMs = host.turnTaking?.candidateWindowMs ?? 4_000;
    this.#candidateKeepMs = host.turnTaking?.candidateKeepMs ?? 12_000;
    this.#continuationMs = host.turnTaking?.continuationMs ?? 2_000;
    this.#continuationHoldMs = host.turnTaking?.continuationHoldMs ?? 10_000;
    // With a recogniser, the detector's hangover is the longest quiet a turn may hold; the
    // words end it sooner when they look finished.
    this.#hangoverMs = host.recognizer
      ? endpointing.unfinishedQuietMs
      : (host.voiceActivity?.hangoverMs ?? 800);
    this.#vad = createVoiceActivityDetector({
      ...host.voiceActivity,
      hangoverMs: this.#hangoverMs,
    });
    this.#records = new TurnRecords({
      recorded: () => host.recorded(),
      running: () => host.running(),
      guard: (handler) => host.guard(handler),
      send: (message) => host.send(message),
      heard: (text, startMs, endMs) => host.turnHeard(text, startMs, endMs),
      settled: () => host.turnSettled(),
      log: (line) => host.log(`call ${host.callId}: ${line}`),
      recognizerTimeoutMs: host.recognizerTimeoutMs,
      candidateHoldMs: host.turnTaking?.candidateHoldMs ?? 1_000,
      lateTranscriptsMs: host.turnTaking?.lateTranscriptsMs ?? 120_000,
    });
  }

  /**
   * Whether the visitor is in the middle of a turn: speech, or a sound right after their last
   * words that may go on with them (not yet known to be noise); never a candidate of noise.
   */
  get speaking(): boolean {
    return this.#turn?.live.confirmed === true || this.#turn?.continuing === true;
  }

  /** Whether an ended turn's words are still on their way (the conversation waits for them). */
  get transcribing(): boolean {
    return this.#records.holding;
  }

  /** Settles once every ended turn is in the record (words, or a note of why not, or pending). */
  recordedAll(): Promise<void> {
    return this.#records.recordedAll();
  }

  /** Settles once every ended turn's words have landed in the record (at most a cap: see there). */
  settled(): Promise<void> {
    return this.#records.settled();
  }

  /** A frame of the visitor's audio. */
  hear(samples: Int16Array): void {
    const host = this.#host;
    for (const event of this.#vad.push(samples)) this.#onVoiceActivity(event);
    this.#step();
    // A client that stops sending audio mid-turn must not leave the turn open forever.
    host.timers.clearAudioWatchdog();
    if (this.#vad.speaking) {
      host.timers.restartAudioWatchdog(this.#hangoverMs + 300, () =>
        host.guard(() => this.flush()),
      );
    }
  }

  /** Closes a turn in progress, as if the visitor had gone quiet. */
  flush(): void {
    for (const event of this.#vad.flush()) this.#onVoiceActivity(event);
  }

  #onVoiceActivity(event: VoiceActivityEvent) {
    if (event.type === 'speech-end') return this.#onTurnEnd(event);
    const live = new LiveTurn(event.atMs, this.#live);
    const continuing =
      this.#host.recognizer !== undefined && event.atMs - this.#lastWordsMs <= this.#continuationMs;
    this.#turn = { live, number: -1, continuing };
    if (!this.#host.recognizer) {
      live.confirm();
      this.#announce();
    }
  }

  /** A sound after the visitor's last words no longer holds the conversation. */
  #release(turn: LiveTurnState) {
    if (!turn.continuing) return;
    turn.continuing = false;
    if (!turn.live.confirmed) this.#host.turnSettled();
  }

  /** The turn in progress is speech: the page is told, and the assistant may be interrupted. */
  #announce() {
    const turn = this.#turn!;
    turn.number = this.#turns++;
    this.#host.send({ type: 'speech-update', status: 'started', role: 'user', turn: turn.number });
    this.#host.speechStarted();
  }

  /** Runs the live turn's decisions: ends it when its words say so, or asks for a partial. */
  #step() {
    const turn = this.#turn;
    if (!turn || !this.#host.recognizer || !this.#vad.speaking) return;
    const clock = { nowMs: this.#vad.positionMs, lastVoicedMs: this.#vad.lastVoicedMs };
    if (turn.continuing && clock.nowMs - this.#lastWordsMs > this.#continuationHoldMs) {
      this.#release(turn);
    }
    if (turn.live.endDue(clock)) return this.flush();
    if (turn.live.partialDue(clock)) this.#transcribePartial(turn.live, this.#host.recognizer);
  }

  /**
   * Transcribes the turn so far: all of a turn of speech (its words are shown); of a candidate
   * only its last seconds, and it keeps no more than {@link TurnTakingOptions.candidateKeepMs}.
   */
  #transcribePartial(live: LiveTurn, recognizer: SpeechRecognizer) {
    const host = this.#host;
    const vad = this.#vad;
    const toMs = vad.positionMs;
    live.partialStarted(toMs);
    if (!live.confirmed) vad.trimTurn(toMs - this.#candidateKeepMs);
    let audio = vad.turnAudio();
    if (!live.confirmed) {
      const window = Math.round((this.#candidateWindowMs * PCM_SAMPLE_RATE) / 1000);
      if (audio.length > window) audio = audio.subarray(audio.length - window);
    }
    recognizer.transcribe(audio, { purpose: 'partial' }).then(
      (text) => host.guard(() => this.#onPartial(live, text, toMs)),
      // A partial is droppable: a failed one tells as little as a dropped one (the final
      // transcript of the turn reports a failure).
      () => host.guard(() => this.#onPartial(live, null, toMs)),
    );
  }

  #onPartial(live: LiveTurn, text: string | null, toMs: number) {
    const turn = this.#turn;
    if (turn?.live !== live) return; // the turn ended meanwhile: its final tells
    const outcome = live.partialLanded(text, toMs);
    switch (outcome.kind) {
      case 'unknown':
        break; // nothing learnt: the next partial will tell
      case 'no-words':
        // A partial that ran heard no words: noise, which holds nothing and keeps little.
        this.#release(turn);
        if (outcome.trimBeforeMs !== undefined) this.#vad.trimTurn(outcome.trimBeforeMs);
        break;
      case 'confirmed':
      case 'words':
        if (outcome.kind === 'confirmed') this.#announce();
        if (outcome.kind === 'confirmed' || outcome.changed) {
          this.#host.send({
            type: 'transcript',
            role: 'user',
            transcriptType: 'partial',
            transcript: outcome.text,
          });
        }
    }
    this.#step();
  }

  #onTurnEnd(ended: SpeechEnded) {
    const host = this.#host;
    const turn = this.#turn;
    this.#turn = null;
    if (!turn) return;
    const startMs = this.#wallAtAudio(ended.startMs);
    const endMs = this.#wallAtAudio(ended.endMs);
    const transcript = transcribeTurn(ended.audio, {
      recognizer: host.recognizer,
      slowMs: host.recognizerTimeoutMs,
      failed: (reason) => host.log(`call ${host.callId}: speech recognition failed: ${reason}`),
    }).then((heard) => this.#orPartialWords(heard, turn.live));
    const timing = { startMs, endMs, durationMs: ended.durationMs };
    if (turn.live.confirmed) {
      // Where the words ended: a beep after them is no reason to hold the conversation longer.
      this.#lastWordsMs = Math.min(ended.endMs, turn.live.newWordsByMs);
      this.#stopped(turn.number);
      this.#records.turn(transcript, timing);
    } else {
      // A candidate whose words come only with its final transcript is a turn after all.
      this.#records.candidate(transcript, timing, () => {
        const number = this.#turns++;
        host.send({ type: 'speech-update', status: 'started', role: 'user', turn: number });
        this.#stopped(number);
      });
    }
  }

  #stopped(number: number) {
    this.#host.send({ type: 'speech-update', status: 'stopped', role: 'user', turn: number });
    this.#host.turnEnded();
  }

  /** A final transcript without words falls back on the words the partials heard, if any. */
  #orPartialWords(heard: TurnTranscript, live: LiveTurn): TurnTranscript {
    if (heard.kind === 'words' || !live.text) return heard;
    return { kind: 'words', text: live.text };
  }

  /** Maps audio time (what the detector counts) to wall-clock time, anchored at now. */
  #wallAtAudio(audioMs: number): number {
    return this.#host.clock().getTime() - (this.#vad.positionMs - audioMs);
  }
}
