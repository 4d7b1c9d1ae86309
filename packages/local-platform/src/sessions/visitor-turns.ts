import type { SessionServerMessage } from '@vibe/voice-sdk/protocol';
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
  type VoiceActivityOptions,
} from '../voice/voice-activity.ts';
import type { SessionTimers } from './session-timers.ts';

/** Longest visitor text kept (typed or recognised), in characters. */
export const MAX_USER_TEXT = 10_000;

/** What the visitor's turns need from their session. */
export interface TurnHost {
  callId: string;
  recognizer: SpeechRecognizer | undefined;
  /** A recognizer taking longer than this is given up on. */
  recognizerTimeoutMs: number;
  voiceActivity: VoiceActivityOptions | undefined;
  timers: SessionTimers;
  clock: () => Date;
  log: (line: string) => void;
  /** Whether the call is being recorded (the record of an untranscribed turn says so). */
  recorded(): boolean;
  /** Runs a handler; a fault ends the call. */
  guard(handler: () => void): void;
  send(message: SessionServerMessage): void;
  /** The visitor started speaking (while the call runs, or in its last audio). */
  speechStarted(): void;
  /** The visitor stopped speaking; their words are on their way. */
  turnEnded(): void;
  /** The visitor's words for the record, with when they were spoken (epoch ms). */
  turnHeard(text: string, startMs: number, endMs: number): void;
  /** A turn's words have landed (or failed to): the conversation may go on. */
  turnSettled(): void;
}

/**
 * The visitor's side of one call: their audio through turn detection, each turn transcribed
 * (or described, when no words come of it) in order, and the page told as it happens.
 */
export class VisitorTurns {
  readonly #host: TurnHost;
  readonly #vad: VoiceActivityDetector;
  #turns = 0;
  #transcribing = 0;
  #work: Promise<void> = Promise.resolve();

  constructor(host: TurnHost) {
    this.#host = host;
    this.#vad = createVoiceActivityDetector(host.voiceActivity);
  }

  /** Whether the visitor is in the middle of a turn. */
  get speaking(): boolean {
    return this.#vad.speaking;
  }

  /** Whether a turn's words are still on their way. */
  get transcribing(): boolean {
    return this.#transcribing > 0;
  }

  /** Settles once every ended turn has been transcribed and recorded. */
  settled(): Promise<void> {
    return this.#work.catch(() => undefined);
  }

  /** A frame of the visitor's audio. */
  hear(samples: Int16Array): void {
    const host = this.#host;
    for (const event of this.#vad.push(samples)) this.#onVoiceActivity(event);
    // A client that stops sending audio mid-turn must not leave the turn open forever.
    host.timers.clearAudioWatchdog();
    if (this.#vad.speaking) {
      const hangover = host.voiceActivity?.hangoverMs ?? 800;
      host.timers.restartAudioWatchdog(hangover + 300, () => host.guard(() => this.flush()));
    }
  }

  /** Closes a turn in progress, as if the visitor had gone quiet. */
  flush(): void {
    for (const event of this.#vad.flush()) this.#onVoiceActivity(event);
  }

  #onVoiceActivity(event: VoiceActivityEvent) {
    if (event.type === 'speech-start') {
      this.#host.send({
        type: 'speech-update',
        status: 'started',
        role: 'user',
        turn: this.#turns,
      });
      this.#host.speechStarted();
      return;
    }
    this.#onTurnEnd(event);
  }

  #onTurnEnd(turn: SpeechEnded) {
    const host = this.#host;
    host.send({ type: 'speech-update', status: 'stopped', role: 'user', turn: this.#turns });
    this.#turns++;
    host.turnEnded();
    const startMs = this.#wallAtAudio(turn.startMs);
    const endMs = this.#wallAtAudio(turn.endMs);
    this.#transcribing++;
    this.#work = this.#work
      .then(() => this.#transcribe(turn))
      .then(({ text, recognised }) => {
        // Recognised words come as the provider streams them: a partial, then the final.
        if (recognised) {
          host.send({
            type: 'transcript',
            role: 'user',
            transcriptType: 'partial',
            transcript: text,
          });
        }
        host.send({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: text });
        host.turnHeard(text, startMs, endMs);
      })
      .catch((error: unknown) => host.log(`call ${host.callId}: turn failed: ${String(error)}`))
      .finally(() => {
        this.#transcribing--;
        host.guard(() => host.turnSettled());
      });
  }

  /** The turn's words, or (when there are none) what the record says instead. */
  async #transcribe(turn: SpeechEnded): Promise<{ text: string; recognised: boolean }> {
    const host = this.#host;
    const unrecognised = (outcome: UntranscribedOutcome) => ({
      text: describeSpokenTurn(turn.durationMs, outcome, { recorded: host.recorded() }),
      recognised: false,
    });
    const recognizer = host.recognizer;
    if (!recognizer) return unrecognised('no-recognizer');
    let timer: NodeJS.Timeout | undefined;
    try {
      const text = await Promise.race([
        recognizer.transcribe(turn.audio),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error('recognizer timed out')),
            host.recognizerTimeoutMs,
          );
        }),
      ]);
      const clean =
        typeof text === 'string' ? text.replace(/\s+/g, ' ').trim().slice(0, MAX_USER_TEXT) : '';
      return clean ? { text: clean, recognised: true } : unrecognised('empty');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      host.log(`call ${host.callId}: speech recognition failed: ${reason}`);
      return unrecognised('failed');
    } finally {
      clearTimeout(timer);
    }
  }

  /** Maps audio time (what the detector counts) to wall-clock time, anchored at now. */
  #wallAtAudio(audioMs: number): number {
    return this.#host.clock().getTime() - (this.#vad.positionMs - audioMs);
  }
}
