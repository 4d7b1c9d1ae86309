import type { SessionServerMessage } from '@vibe/voice-sdk/protocol';
import { describeSpokenTurn } from '../voice/speech-recognizer.ts';
import { within, type TurnTranscript } from './turn-transcription.ts';

/** What a turn that is still being transcribed reads in the record meanwhile. */
export const TRANSCRIBING_NOTE = '(transcribing…)';

/** Replaces a recorded turn's text (the conversation entry, in place, and its answer). */
export type TurnRevision = (text: string) => void;

/** When an ended turn was spoken (epoch ms) and how long it lasted. */
export interface TurnTiming {
  startMs: number;
  endMs: number;
  durationMs: number;
}

/** What recording the visitor's turns needs from their session. */
export interface TurnRecordsHost {
  /** Whether the call is being recorded (the note of an untranscribed turn says so). */
  recorded(): boolean;
  /** Whether the call still runs: words landing later are sent to the page only then. */
  running(): boolean;
  guard(handler: () => void): void;
  send(message: SessionServerMessage): void;
  /** Puts a turn in the record; answers how to replace its text later. */
  heard(text: string, startMs: number, endMs: number): TurnRevision;
  /** A turn no longer holds the conversation. */
  settled(): void;
  log(line: string): void;
  /** A turn whose words take longer than this is recorded as being transcribed, and the call goes on. */
  recognizerTimeoutMs: number;
  /** A candidate turn (no words heard yet) holds the conversation at most this long. */
  candidateHoldMs: number;
  /** At the end of a call, the longest wait for words still being transcribed. */
  lateTranscriptsMs: number;
}

/**
 * The visitor's ended turns, into the record in the order they were spoken. A turn holds the
 * conversation until its words land, or for at most the recogniser timeout: then it is recorded
 * as "(transcribing…)" and the call goes on, and once its words land the record's entry is
 * filled in (and the page sent the final transcript while the call runs). Overload delays a
 * turn's words; it never drops them.
 */
export class TurnRecords {
  readonly #host: TurnRecordsHost;
  #holding = 0;
  #chain: Promise<void> = Promise.resolve();
  /** Handling of words still to land. */
  readonly #landing = new Set<Promise<void>>();
  /** Turns recorded as being transcribed, each with how to give up on it. */
  readonly #pending = new Map<object, () => void>();

  constructor(host: TurnRecordsHost) {
    this.#host = host;
  }

  /** Whether an ended turn holds the conversation. */
  get holding(): boolean {
    return this.#holding > 0;
  }

  /** Settles once every ended turn is in the record (words, a note, or "(transcribing…)"). */
  recordedAll(): Promise<void> {
    return this.#chain;
  }

  /**
   * Settles once every ended turn's words have landed in the record. The end-of-call report waits
   * for this, but at most `lateTranscriptsMs` (two minutes by default: an overloaded recogniser
   * catches up within that, and a report must not wait forever on one that never answers); a
   * turn still being transcribed then reads as a spoken answer whose recognition failed.
   */
  async settled(): Promise<void> {
    const landed = async () => {
      await this.#chain;
      while (this.#landing.size > 0) await Promise.all([...this.#landing]);
      return true;
    };
    if (await within(landed(), this.#host.lateTranscriptsMs)) return;
    for (const giveUp of [...this.#pending.values()]) giveUp();
  }

  /** A turn of speech ended; `transcript` brings its words. */
  turn(transcript: Promise<TurnTranscript>, timing: TurnTiming): void {
    const host = this.#host;
    this.#holding++;
    const inTime = within(transcript, host.recognizerTimeoutMs);
    this.#then(async () => {
      const heard = await inTime;
      if (heard) return this.#write(heard, timing);
      this.#later(transcript, timing, host.heard(TRANSCRIBING_NOTE, timing.startMs, timing.endMs));
    }, true);
  }

  /**
   * A candidate turn ended: a sound in which no words were heard while it lasted. It is a turn
   * only if its final transcript holds words, or failed (then `becameTurn` runs first); noise
   * is dropped without a trace. It holds the conversation briefly: a short answer's words usually land
   * within `candidateHoldMs`; later ones are recorded when they land.
   */
  candidate(transcript: Promise<TurnTranscript>, timing: TurnTiming, becameTurn: () => void): void {
    const host = this.#host;
    this.#holding++;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      this.#holding--;
      host.guard(() => host.settled());
    };
    const landed = (heard: TurnTranscript) => {
      // No words: noise. A failed transcription cannot tell, so it is kept, as a spoken turn.
      if (heard.kind === 'none' && heard.why !== 'failed') return;
      becameTurn();
      this.#write(heard, timing);
    };
    const inHold = within(transcript, host.candidateHoldMs);
    this.#then(async () => {
      const heard = await inHold;
      if (heard) return landed(heard);
      release();
      this.#track(transcript.then((late) => host.guard(() => (landed(late), host.settled()))));
    }, false).finally(release);
  }

  /** Chains a step of the record; a turn (`holds`) releases the conversation after it. */
  #then(step: () => Promise<void>, holds: boolean): Promise<void> {
    const host = this.#host;
    const done = this.#chain
      .then(step)
      .catch((error: unknown) => host.log(`turn failed: ${String(error)}`));
    this.#chain = holds
      ? done.finally(() => {
          this.#holding--;
          host.guard(() => host.settled());
        })
      : done;
    return done;
  }

  /** Records a turn's words (or a note of why there are none) and sends the final transcript. */
  #write(heard: TurnTranscript, timing: TurnTiming) {
    const text = this.#textOf(heard, timing);
    this.#host.send({
      type: 'transcript',
      role: 'user',
      transcriptType: 'final',
      transcript: text,
    });
    this.#host.heard(text, timing.startMs, timing.endMs);
  }

  /** Fills in a turn recorded as being transcribed once its words land. */
  #later(transcript: Promise<TurnTranscript>, timing: TurnTiming, revise: TurnRevision) {
    const host = this.#host;
    const key = {};
    this.#pending.set(key, () => {
      this.#pending.delete(key);
      revise(describeSpokenTurn(timing.durationMs, 'failed', { recorded: host.recorded() }));
    });
    const landed = transcript.then((heard) =>
      host.guard(() => {
        if (!this.#pending.delete(key)) return; // given up on: the record is written
        const text = this.#textOf(heard, timing);
        revise(text);
        if (host.running()) {
          host.send({
            type: 'transcript',
            role: 'user',
            transcriptType: 'final',
            transcript: text,
          });
        }
      }),
    );
    this.#track(landed);
  }

  #track(landing: Promise<void>) {
    this.#landing.add(landing);
    void landing.finally(() => this.#landing.delete(landing));
  }

  #textOf(heard: TurnTranscript, timing: TurnTiming): string {
    if (heard.kind === 'words') return heard.text;
    return describeSpokenTurn(timing.durationMs, heard.why, { recorded: this.#host.recorded() });
  }
}
