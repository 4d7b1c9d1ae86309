import { MPEGDecoder } from 'mpg123-decoder';

/** Audio decoded from a recording file: one Float32Array (-1…1) per channel. */
export interface DecodedAudio {
  sampleRate: number;
  channels: Float32Array[];
  durationSeconds: number;
}

/**
 * How many channels an MP3 stream carries, from its first frame header (mode bits 11: mono).
 * mpg123-decoder always answers two channels, copying a mono stream into both.
 */
export function mp3Channels(bytes: Uint8Array): 1 | 2 {
  for (let i = 0; i + 3 < bytes.length; i++) {
    if (bytes[i] === 0xff && (bytes[i + 1]! & 0xe0) === 0xe0) {
      return bytes[i + 3]! >> 6 === 3 ? 1 : 2;
    }
  }
  throw new Error('No MP3 frame header found.');
}

/** Decodes an MP3 file with mpg123 (WebAssembly), as an audio player would. */
export async function decodeMp3(bytes: Uint8Array): Promise<DecodedAudio> {
  const count = mp3Channels(bytes);
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const decoded = decoder.decode(bytes);
    if (decoded.errors.length > 0) {
      throw new Error(`mpg123 could not decode: ${decoded.errors[0]!.message}`);
    }
    return {
      sampleRate: decoded.sampleRate,
      channels: decoded.channelData
        .slice(0, count)
        .map((channel) => channel.slice(0, decoded.samplesDecoded)),
      durationSeconds: decoded.samplesDecoded / decoded.sampleRate,
    };
  } finally {
    decoder.free();
  }
}

/** A parsed 16-bit PCM WAV file with its header fields, for checking what a writer produced. */
export interface ParsedWav extends DecodedAudio {
  riffSize: number;
  dataSize: number;
}

/** Parses a canonical 44-byte-header 16-bit PCM WAV file, channel by channel. */
export function parseWav(bytes: Uint8Array): ParsedWav {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) => buffer.toString('ascii', offset, offset + 4);
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE' || tag(12) !== 'fmt ' || tag(36) !== 'data') {
    throw new Error('Not a canonical RIFF/WAVE file.');
  }
  if (buffer.readUInt16LE(20) !== 1 || buffer.readUInt16LE(34) !== 16) {
    throw new Error('Not 16-bit integer PCM.');
  }
  const count = buffer.readUInt16LE(22);
  const sampleRate = buffer.readUInt32LE(24);
  const dataSize = buffer.readUInt32LE(40);
  const frames = Math.floor(Math.min(dataSize, buffer.length - 44) / (2 * count));
  const channels = Array.from({ length: count }, () => new Float32Array(frames));
  for (let i = 0; i < frames; i++) {
    for (let c = 0; c < count; c++) {
      channels[c]![i] = buffer.readInt16LE(44 + (i * count + c) * 2) / 32768;
    }
  }
  return {
    sampleRate,
    channels,
    durationSeconds: frames / sampleRate,
    riffSize: buffer.readUInt32LE(4),
    dataSize,
  };
}

/** RMS level in dBFS of a stretch of a channel, between two times in seconds. */
export function levelBetween(
  audio: DecodedAudio,
  channel: number,
  fromSeconds: number,
  toSeconds: number,
): number {
  const samples = audio.channels[channel]!;
  const start = Math.max(0, Math.floor(fromSeconds * audio.sampleRate));
  const end = Math.min(samples.length, Math.floor(toSeconds * audio.sampleRate));
  let sum = 0;
  for (let i = start; i < end; i++) sum += samples[i]! * samples[i]!;
  const rms = end > start ? Math.sqrt(sum / (end - start)) : 0;
  return rms > 0 ? 20 * Math.log10(rms) : -100;
}
