import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SAMPLE_RATE = 48_000;

/**
 * A span of the fake microphone's recording: a tone (a "spoken" turn) or silence for `seconds`,
 * or recorded sound (16 kHz samples: speech from eSpeak NG, room noise) for as long as it lasts.
 */
export type MicrophoneSpan = { seconds: number; tone?: boolean } | { pcm16k: Int16Array };

const SPEECH_RATE = 16_000;

/** Samples of one span at the file's rate (speech is upsampled by linear interpolation). */
function spanSamples(span: MicrophoneSpan): Int16Array {
  if ('pcm16k' in span) {
    const ratio = SAMPLE_RATE / SPEECH_RATE;
    const out = new Int16Array(Math.floor(span.pcm16k.length * ratio));
    for (let i = 0; i < out.length; i++) {
      const at = i / ratio;
      const low = Math.floor(at);
      const high = Math.min(low + 1, span.pcm16k.length - 1);
      out[i] = Math.round(
        span.pcm16k[low]! + (span.pcm16k[high]! - span.pcm16k[low]!) * (at - low),
      );
    }
    return out;
  }
  const out = new Int16Array(Math.round(span.seconds * SAMPLE_RATE));
  if (span.tone) {
    for (let i = 0; i < out.length; i++) {
      out[i] = Math.round(0.3 * 32767 * Math.sin((2 * Math.PI * 220 * i) / SAMPLE_RATE));
    }
  }
  return out;
}

/**
 * Writes a 16-bit mono WAV for Chromium's `--use-file-for-fake-audio-capture`. The default fake
 * device beeps every second, which a voice-activity detector hears as someone who never stops
 * talking; a file lets a test decide when the visitor "speaks" (a 220 Hz tone, or real speech)
 * and when not.
 */
export function fakeMicrophoneFile(spans: MicrophoneSpan[]): string {
  const parts = spans.map(spanSamples);
  const data = Buffer.alloc(parts.reduce((sum, part) => sum + part.length, 0) * 2);
  let offset = 0;
  for (const part of parts) {
    for (let i = 0; i < part.length; i++) data.writeInt16LE(part[i]!, (offset + i) * 2);
    offset += part.length;
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
