import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SAMPLE_RATE = 48_000;

/** A span of the fake microphone's recording: a tone (a "spoken" turn) or silence. */
export interface MicrophoneSpan {
  seconds: number;
  tone?: boolean;
}

/**
 * Writes a 16-bit mono WAV for Chromium's `--use-file-for-fake-audio-capture`. The default fake
 * device beeps every second, which a voice-activity detector hears as someone who never stops
 * talking; a file lets a test decide when the visitor "speaks" (a 220 Hz tone) and when not.
 */
export function fakeMicrophoneFile(spans: MicrophoneSpan[]): string {
  const total = spans.reduce((sum, span) => sum + Math.round(span.seconds * SAMPLE_RATE), 0);
  const data = Buffer.alloc(total * 2);
  let offset = 0;
  for (const span of spans) {
    const count = Math.round(span.seconds * SAMPLE_RATE);
    for (let i = 0; i < count; i++) {
      const value = span.tone
        ? Math.round(0.3 * 32767 * Math.sin((2 * Math.PI * 220 * i) / SAMPLE_RATE))
        : 0;
      data.writeInt16LE(value, (offset + i) * 2);
    }
    offset += count;
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  const file = join(mkdtempSync(join(tmpdir(), 'vibe-mic-')), 'microphone.wav');
  writeFileSync(file, Buffer.concat([header, data]));
  return file;
}

/** Chromium flags for a fake microphone that plays `file` once, then stays silent. */
export function fakeMicrophoneArgs(file: string): string[] {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${file}%noloop`,
    '--autoplay-policy=no-user-gesture-required',
  ];
}
