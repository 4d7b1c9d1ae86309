import { bytesFromSamples } from './pcm.ts';

/** PCM audio decoded from a WAV file. */
export interface DecodedWav {
  sampleRate: number;
  /** Mono samples (multi-channel input is mixed down). */
  samples: Int16Array;
}

/**
 * Decodes a 16-bit PCM RIFF/WAVE file, as eSpeak NG writes it. Walks the chunk list instead of
 * assuming a 44-byte header, and tolerates the placeholder sizes a streaming writer leaves.
 */
export function decodeWav(bytes: Uint8Array): DecodedWav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) =>
    String.fromCharCode(...bytes.subarray(offset, Math.min(bytes.length, offset + 4)));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') {
    throw new Error('Not a RIFF/WAVE file.');
  }
  let offset = 12;
  let sampleRate = 0;
  let channels = 0;
  let bits = 0;
  while (offset + 8 <= bytes.length) {
    const id = tag(offset);
    const declared = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (view.getUint16(body, true) !== 1) throw new Error('Only integer PCM WAV is supported.');
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      bits = view.getUint16(body + 14, true);
    } else if (id === 'data') {
      if (bits !== 16 || channels < 1 || sampleRate < 1) {
        throw new Error('Only 16-bit PCM WAV with a format chunk first is supported.');
      }
      // A writer that could not seek back leaves 0 or 0xffffffff: take everything that is there.
      const available = bytes.length - body;
      const size = declared === 0 || declared > available ? available : declared;
      const frames = Math.floor(size / (2 * channels));
      if (channels === 1) {
        // Mono, as eSpeak writes it: one copy into an aligned buffer (hosts are little-endian).
        const copy = bytes.slice(body, body + frames * 2);
        return { sampleRate, samples: new Int16Array(copy.buffer, copy.byteOffset, frames) };
      }
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i++) {
        let sum = 0;
        for (let c = 0; c < channels; c++)
          sum += view.getInt16(body + (i * channels + c) * 2, true);
        samples[i] = Math.round(sum / channels);
      }
      return { sampleRate, samples };
    }
    offset = body + declared + (declared & 1);
  }
  throw new Error('The WAV file has no data chunk.');
}

/** Length of the canonical RIFF/WAVE header {@link wavHeader} writes. */
export const WAV_HEADER_BYTES = 44;

/**
 * The 44-byte header of a 16-bit PCM WAV file holding `dataBytes` of samples. Writers that
 * stream the samples first write this last, once the size is known.
 */
export function wavHeader(dataBytes: number, sampleRate: number, channels: number): Buffer {
  const header = Buffer.alloc(WAV_HEADER_BYTES);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // integer PCM
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** A whole mono 16-bit PCM WAV file of `samples` (little-endian, as every host Node runs on). */
export function encodeWav(samples: Int16Array, sampleRate: number): Buffer {
  return Buffer.concat([wavHeader(samples.byteLength, sampleRate, 1), bytesFromSamples(samples)]);
}
