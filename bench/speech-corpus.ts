// The speech corpus of the speech-to-text benches (bench/fixtures/speech/, see its README):
// short clips of read English, 16 kHz mono WAV, with what each one says.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SPEECH_DIR = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'speech');

/** One clip, as manifest.json lists it. */
export interface SpeechClip {
  file: string;
  text: string;
  source: 'written for this repository' | 'Harvard sentences (IEEE 1969, public domain)';
  engine: 'flite' | 'espeak-ng';
  voice: string;
  /** Speaking rate relative to the engine's default. */
  speed: number;
  seconds: number;
}

/** A clip with its samples. */
export interface LoadedClip extends SpeechClip {
  audio: Int16Array;
}

/** The samples of a 16 kHz mono 16-bit WAV file (its `data` chunk, wherever it is). */
export function readCorpusWav(path: string): Int16Array {
  const bytes = readFileSync(path);
  if (bytes.toString('ascii', 8, 12) !== 'WAVE') throw new Error(`${path} is not a WAV file`);
  let rate = 0;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = bytes.toString('ascii', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ') rate = bytes.readUInt32LE(at + 12);
    if (id === 'data') {
      if (rate !== 16_000) throw new Error(`${path} is at ${rate} Hz, not 16 kHz`);
      const data = bytes.subarray(at + 8, at + 8 + size);
      // Copied so the samples are aligned whatever the header's length.
      return new Int16Array(new Uint8Array(data).buffer);
    }
    at += 8 + size + (size % 2);
  }
  throw new Error(`${path} has no data chunk`);
}

/** Every clip of the corpus, in the manifest's order. */
export function loadSpeechCorpus(): LoadedClip[] {
  const clips = JSON.parse(readFileSync(join(SPEECH_DIR, 'manifest.json'), 'utf8')) as SpeechClip[];
  return clips.map((clip) => ({ ...clip, audio: readCorpusWav(join(SPEECH_DIR, clip.file)) }));
}
