import { describe, expect, it } from 'vitest';
import { captureWorkletSource, decodePcm16, PcmFrameEncoder, rmsLevel } from './pcm.ts';

describe('PcmFrameEncoder', () => {
  it('downsamples 48 kHz to 16 kHz in 20 ms frames of 640 bytes', () => {
    const encoder = new PcmFrameEncoder(48_000, 16_000, 320);
    // 30 ms of a constant half-scale signal at 48 kHz = 1440 samples -> 480 output samples.
    const frames = encoder.push(new Float32Array(1440).fill(0.5));
    expect(frames).toHaveLength(1);
    expect(frames[0]!.byteLength).toBe(640);
    const view = new DataView(frames[0]!);
    expect(view.getInt16(0, true)).toBe(Math.round(0.5 * 0x7fff));
    // The remaining 160 samples complete the next frame once 10 ms more arrive.
    expect(encoder.push(new Float32Array(480).fill(-1))).toHaveLength(1);
  });

  it('writes little-endian samples and clips beyond full scale', () => {
    const encoder = new PcmFrameEncoder(16_000, 16_000, 4);
    const [frame] = encoder.push(new Float32Array([2, -2, 0, 1 / 0x7fff]));
    expect([...new Uint8Array(frame!)]).toEqual([0xff, 0x7f, 0x00, 0x80, 0, 0, 1, 0]);
  });

  it('handles rates that are not a whole multiple of 16 kHz', () => {
    // Frames of one sample: every output sample comes out at once, none waits in a frame.
    const encoder = new PcmFrameEncoder(44_100, 16_000, 1);
    let samples = 0;
    for (let i = 0; i < 100; i++) {
      for (const frame of encoder.push(new Float32Array(441))) samples += frame.byteLength / 2;
    }
    // One second of input gives one second of output (give or take rounding of the ratio).
    expect(Math.abs(samples - 16_000)).toBeLessThanOrEqual(1);
  });
});

describe('decodePcm16 and rmsLevel', () => {
  it('decodes s16le to floats and measures their level', () => {
    const bytes = new ArrayBuffer(7); // odd length: the last byte is ignored
    const view = new DataView(bytes);
    view.setInt16(0, 0x4000, true);
    view.setInt16(2, -0x4000, true);
    view.setInt16(4, 0, true);
    const samples = decodePcm16(bytes);
    expect([...samples]).toEqual([0.5, -0.5, 0]);
    expect(rmsLevel(samples)).toBeCloseTo(Math.sqrt(0.5 / 3));
    expect(rmsLevel(new Float32Array(0))).toBe(0);
  });
});

describe('captureWorkletSource', () => {
  it('registers a processor that posts 640-byte frames from its first input', () => {
    const registered: Array<[string, new () => { process(i: Float32Array[][]): boolean }]> = [];
    const posted: ArrayBuffer[] = [];
    class AudioWorkletProcessor {
      port = { postMessage: (frame: ArrayBuffer) => posted.push(frame) };
    }
    const scope = new Function(
      'registerProcessor',
      'AudioWorkletProcessor',
      'sampleRate',
      captureWorkletSource(16_000, 320),
    );
    scope(
      (name: string, ctor: never) => registered.push([name, ctor]),
      AudioWorkletProcessor,
      48_000,
    );

    const [[name, Processor]] = registered as [
      [string, new () => { process(i: Float32Array[][]): boolean }],
    ];
    expect(name).toBe('voice-call-pcm-capture');
    const processor = new Processor();
    for (let i = 0; i < 8; i++)
      expect(processor.process([[new Float32Array(128).fill(0.1)]])).toBe(true);
    expect(processor.process([[]])).toBe(true);
    // 8 x 128 samples at 48 kHz = 341 samples at 16 kHz: one full frame.
    expect(posted.map((frame) => frame.byteLength)).toEqual([640]);
  });
});
