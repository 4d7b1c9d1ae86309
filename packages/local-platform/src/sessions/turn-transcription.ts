import type { SpeechRecognizer, UntranscribedOutcome } from '../voice/speech-recognizer.ts';
import { cleanTranscript, hasWords } from '../voice/turns/turn-words.ts';

/** What became of a finished turn's transcription. */
export type TurnTranscript =
  { kind: 'words'; text: string } | { kind: 'none'; why: UntranscribedOutcome };

/** What transcribing a finished turn needs. */
export interface TranscribeTurnOptions {
  recognizer: SpeechRecognizer | undefined;
  /** A transcription slower than this was overload: one that then fails is tried again, last. */
  slowMs: number;
  /** Logs a failure (one line per failed attempt). */
  failed(reason: string): void;
}

/**
 * Transcribes a finished turn, as a `final` (served before live partials and catch-up work).
 * Never rejects: a failure resolves `{ kind: 'none', why: 'failed' }`. A transcription that
 * failed only after running longer than `slowMs` failed of overload, not of the audio, so it is
 * queued once more as `backlog` behind the live work: overload never drops a turn's words.
 */
export async function transcribeTurn(
  audio: Int16Array,
  { recognizer, slowMs, failed }: TranscribeTurnOptions,
): Promise<TurnTranscript> {
  if (!recognizer) return { kind: 'none', why: 'no-recognizer' };
  const startedAt = performance.now();
  const first = await attempt(recognizer, audio, 'final', failed);
  if (first.kind !== 'none' || first.why !== 'failed') return first;
  if (performance.now() - startedAt < slowMs) return first;
  return attempt(recognizer, audio, 'backlog', failed);
}

async function attempt(
  recognizer: SpeechRecognizer,
  audio: Int16Array,
  purpose: 'final' | 'backlog',
  failed: (reason: string) => void,
): Promise<TurnTranscript> {
  try {
    const text = cleanTranscript(await recognizer.transcribe(audio, { purpose }));
    return hasWords(text) ? { kind: 'words', text } : { kind: 'none', why: 'empty' };
  } catch (error) {
    failed(error instanceof Error ? error.message : String(error));
    return { kind: 'none', why: 'failed' };
  }
}

/** `promise`'s value, or `undefined` once `ms` have passed without it. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
