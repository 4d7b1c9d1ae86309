import type { SessionServerMessage } from '@vibe/voice-sdk/protocol';
import type { CachedSynthesizer } from '../voice/phrase-cache.ts';
import type { Playout, PlayoutScheduler } from './audio-playout.ts';
import type { Line } from './script-progress.ts';
import type { SessionAssistant } from './types.ts';

/** A line on its way to the visitor: being synthesized, playing, or done. */
export interface Utterance extends Line {
  words: string[];
  state: 'preparing' | 'playing' | 'done';
  playout?: Playout;
  startedAtMs: number;
  turn: number;
  wordsShown: number;
  lastPartialMs: number;
}

/** What the assistant's speech needs from its session. */
export interface SpeechHost {
  callId: string;
  voice: SessionAssistant['voice'];
  synthesizer: CachedSynthesizer;
  scheduler: PlayoutScheduler;
  clock: () => Date;
  log: (line: string) => void;
  /** Whether the call is running (not ending or ended). */
  running(): boolean;
  /** Runs a handler; a fault ends the call. */
  guard(handler: () => void): void;
  send(message: SessionServerMessage): void;
  /** Sends a frame of the assistant's audio. */
  sendAudio(frame: Buffer): void;
  /** The assistant starts speaking: stop waiting for the visitor. */
  speaking(): void;
  /** A line started playing. */
  lineStarted(utterance: Utterance): void;
  /** What the visitor heard of a line (cut short, or whole), for the record. */
  lineHeard(text: string, startMs: number, endMs: number): void;
  /** A line played to its end. */
  lineSpoken(utterance: Utterance): void;
  /** The voice could not be synthesized. */
  voiceFailed(): void;
}

/**
 * The assistant's side of one call: lines queued, synthesized and played in real time, with
 * the words shown as they are heard, cut short when the visitor interrupts, and recorded as
 * far as they were heard.
 */
export class AssistantSpeech {
  readonly #host: SpeechHost;
  #current: Utterance | null = null;
  #queue: Utterance[] = [];
  #turns = 0;

  constructor(host: SpeechHost) {
    this.#host = host;
  }

  /** The line being prepared or played, if any. */
  get current(): Utterance | null {
    return this.#current;
  }

  /** Whether a line of this kind is being prepared, played or waiting. */
  has(kind: Line['kind']): boolean {
    return this.#current?.kind === kind || this.#queue.some((u) => u.kind === kind);
  }

  /** Says a line after the ones before it. */
  enqueue(line: Line): void {
    const utterance = utteranceOf(line);
    if (this.#current) this.#queue.push(utterance);
    else this.#speak(utterance);
  }

  /** Says a line now, cutting off the current one. */
  sayNow(line: Line): void {
    this.cutCurrent();
    this.#speak(utteranceOf(line));
  }

  /** Starts the next queued line; false when none is waiting. */
  speakNext(): boolean {
    const next = this.#queue.shift();
    if (!next) return false;
    this.#speak(next);
    return true;
  }

  /** Stops the current line where it is (recorded as far as it was heard). */
  cutCurrent(): void {
    const current = this.#current;
    if (current?.state === 'playing') this.#finish(current, 'cut');
    else if (current) current.state = 'done';
    this.#current = null;
  }

  /** Stops everything: the current line and the ones queued (the call ends). */
  stop(): void {
    this.cutCurrent();
    this.#queue = [];
  }

  /** The visitor cut in: stop the audio at once and drop what was queued. */
  interrupt(): void {
    const utterance = this.#current;
    this.#queue = [];
    if (!utterance) return;
    if (utterance.state === 'preparing') {
      utterance.state = 'done';
      this.#current = null;
      return;
    }
    this.#host.send({ type: 'user-interrupted' });
    this.#finish(utterance, 'cut');
  }

  #speak(utterance: Utterance) {
    const host = this.#host;
    this.#current = utterance;
    host.speaking();
    host.synthesizer.synthesize(utterance.text, { voice: host.voice, priority: 'urgent' }).then(
      (audio) => host.guard(() => this.#play(utterance, audio)),
      (error: unknown) => {
        if (utterance.state !== 'preparing' || !host.running()) return;
        host.log(`call ${host.callId}: speech synthesis failed: ${String(error)}`);
        host.voiceFailed();
      },
    );
  }

  #play(utterance: Utterance, audio: Int16Array) {
    const host = this.#host;
    // Interrupted, replaced or ended while the audio was being prepared.
    if (utterance.state !== 'preparing' || this.#current !== utterance || !host.running()) return;
    utterance.state = 'playing';
    host.lineStarted(utterance);
    utterance.turn = this.#turns++;
    utterance.startedAtMs = host.clock().getTime();
    host.send({ type: 'model-output', output: utterance.text });
    host.send({
      type: 'speech-update',
      status: 'started',
      role: 'assistant',
      turn: utterance.turn,
    });
    utterance.playout = host.scheduler.play(audio, (frame) => host.sendAudio(frame), {
      onProgress: (playedMs, totalMs) =>
        host.guard(() => this.#sendPartial(utterance, playedMs, totalMs)),
      onDone: () => host.guard(() => this.#onPlayed(utterance)),
    });
  }

  /** Shows the words heard so far (at most every 150 ms; the last word only in the final). */
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
    this.#host.send({
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'partial',
      transcript: utterance.words.slice(0, shown).join(' '),
    });
  }

  #onPlayed(utterance: Utterance) {
    if (utterance.state !== 'playing') return;
    this.#finish(utterance, 'completed');
    this.#host.lineSpoken(utterance);
  }

  /** Closes a line: final transcript of what was heard, speech stopped, recorded. */
  #finish(utterance: Utterance, how: 'completed' | 'cut') {
    if (utterance.state !== 'playing') return;
    const host = this.#host;
    utterance.state = 'done';
    if (this.#current === utterance) this.#current = null;
    let text = utterance.text;
    if (how === 'cut') {
      const playout = utterance.playout;
      playout?.stop();
      const fraction = playout && playout.totalMs > 0 ? playout.playedMs() / playout.totalMs : 0;
      text = utterance.words.slice(0, Math.ceil(utterance.words.length * fraction)).join(' ');
    }
    if (text) {
      host.send({
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'final',
        transcript: text,
      });
    }
    host.send({
      type: 'speech-update',
      status: 'stopped',
      role: 'assistant',
      turn: utterance.turn,
    });
    host.lineHeard(text, utterance.startedAtMs, host.clock().getTime());
  }
}

/** A line, ready to be synthesized: its words (whitespace collapsed) counted for the partials. */
function utteranceOf(line: Line): Utterance {
  const words = line.text.trim().split(/\s+/).filter(Boolean);
  return {
    ...line,
    text: words.join(' '),
    words,
    state: 'preparing',
    startedAtMs: 0,
    turn: 0,
    wordsShown: 0,
    lastPartialMs: 0,
  };
}
