import { describe, expect, it } from 'vitest';
import { decodeWav, encodeWav, WAV_HEADER_BYTES, wavHeader } from './wav.ts';

/** Builds a 16-bit PCM WAV, with an extra chunk before the data as some writers add. */
function wav(samples: number[], channels: number, rate: number, dataSize?: number): Uint8Array {
  const list = Buffer.from('LIST\u0003\u0000\u0000\u0000abc\u0000', 'latin1'); // odd size: padded
  const header = Buffer.alloc(36);
  header.write('RIFF', 0);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt16LE(16, 34);
  const data = Buffer.alloc(8 + samples.length * 2);
  data.write('data', 0);
  data.writeUInt32LE(dataSize ?? samples.length * 2, 4);
  samples.forEach((sample, i) => data.writeInt16LE(sample, 8 + i * 2));
  return new Uint8Array(Buffer.concat([header, list, data]));
}

describe('decodeWav', () => {
  it('reads mono 16-bit PCM past other chunks', () => {
    expect(decodeWav(wav([1, -2, 300], 1, 22_050))).toEqual({
      sampleRate: 22_050,
      samples: new Int16Array([1, -2, 300]),
    });
  });

  it('mixes stereo down to mono', () => {
    expect(decodeWav(wav([100, 300, -10, -30], 2, 16_000)).samples).toEqual(
      new Int16Array([200, -20]),
    );
  });

  it('takes what is there when a streaming writer left the data size unset', () => {
    expect(decodeWav(wav([5, 6], 1, 8_000, 0xffffffff)).samples).toEqual(new Int16Array([5, 6]));
  });

  it('refuses what is not a 16-bit PCM WAV', () => {
    expect(() => decodeWav(new Uint8Array(8))).toThrow('Not a RIFF/WAVE file.');
    const noData = wav([], 1, 8_000).slice(0, 36);
    expect(() => decodeWav(noData)).toThrow('no data chunk');
  });
});

describe('encodeWav', () => {
  it('writes a canonical 16-bit mono WAV that decodes to the same samples', () => {
    const samples = new Int16Array([0, 1, -1, 32767, -32768]);
    const file = encodeWav(samples, 16_000);
    expect(file.length).toBe(WAV_HEADER_BYTES + 10);
    expect(file.readUInt32LE(4)).toBe(file.length - 8);
    expect(file.readUInt32LE(40)).toBe(10);
    expect(file.readUInt32LE(28)).toBe(32_000); // byte rate
    expect(decodeWav(file)).toEqual({ sampleRate: 16_000, samples });
  });

  it('writes a stereo header whose sizes a streaming writer fills in last', () => {
    const header = wavHeader(64_000, 16_000, 2);
    expect(header.readUInt16LE(22)).toBe(2);
    expect(header.readUInt16LE(32)).toBe(4); // block align
    expect(header.readUInt32LE(28)).toBe(64_000);
    expect(header.readUInt32LE(4)).toBe(36 + 64_000);
  });
});
