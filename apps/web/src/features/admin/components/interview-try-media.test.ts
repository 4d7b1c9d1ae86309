import { describe, expect, it } from 'vitest';
import { pcmToFloats } from './interview-try-media.ts';

describe('the test call’s assistant audio', () => {
  it('reads 16-bit little-endian PCM as floats from -1 to 1, dropping an odd last byte', () => {
    const pcm = new Uint8Array([0x00, 0x00, 0xff, 0x7f, 0x00, 0x80, 0x00, 0x40, 0x12]).buffer;
    expect(Array.from(pcmToFloats(pcm))).toEqual([0, 32767 / 32768, -1, 0.5]);
  });
});
