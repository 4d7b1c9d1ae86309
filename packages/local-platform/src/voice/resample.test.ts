import { describe, expect, it } from 'vitest';
import { createResampler } from './resample.ts';

function tone(frequency: number, rate: number, seconds: number, amplitude = 10_000): Int16Array {
  const out = new Int16Array(Math.round(rate * seconds));
  for (let i = 0; i < out.length; i++) {
    out[i] = Math.round(amplitude * Math.sin((2 * Math.PI * frequency * i) / rate));
  }
  return out;
}

/** Amplitude of one frequency in a signal (Goertzel), ignoring the edges. */
function amplitudeAt(samples: Int16Array, frequency: number, rate: number): number {
  const body = samples.subarray(200, samples.length - 200);
  let re = 0;
  let im = 0;
  for (let i = 0; i < body.length; i++) {
    const angle = (2 * Math.PI * frequency * i) / rate;
    re += body[i]! * Math.cos(angle);
    im -= body[i]! * Math.sin(angle);
  }
  return (2 * Math.hypot(re, im)) / body.length;
}

describe('createResampler', () => {
  const resampler = createResampler(22_050, 16_000);

  it('keeps the duration of the audio when converting 22.05 kHz to 16 kHz', () => {
    const out = resampler.resample(tone(440, 22_050, 1));
    expect(out.length).toBe(16_000);
  });

  it('keeps a speech-band tone at its pitch and level', () => {
    const out = resampler.resample(tone(1_000, 22_050, 0.5));
    expect(amplitudeAt(out, 1_000, 16_000)).toBeGreaterThan(9_500);
    expect(amplitudeAt(out, 1_000, 16_000)).toBeLessThan(10_500);
  });

  it('filters out tones above the new Nyquist frequency instead of folding them back', () => {
    // A 9 kHz tone would alias to 7 kHz without the low-pass filter.
    const out = resampler.resample(tone(9_000, 22_050, 0.5));
    expect(amplitudeAt(out, 7_000, 16_000)).toBeLessThan(100); // below -40 dB
    const far = resampler.resample(tone(10_000, 22_050, 0.5));
    expect(amplitudeAt(far, 6_000, 16_000)).toBeLessThan(10); // below -60 dB
  });

  it('passes a steady level through unchanged', () => {
    const out = resampler.resample(new Int16Array(2_205).fill(1_234));
    expect(out[800]).toBe(1_234);
  });

  it('gives the same result when converting gently, slice by slice', async () => {
    const input = tone(700, 22_050, 0.7);
    expect(await resampler.resampleGently(input, 1_000)).toEqual(resampler.resample(input));
  });

  it('refuses rates that are not positive integers', () => {
    expect(() => createResampler(0, 16_000)).toThrow(RangeError);
    expect(() => createResampler(22_050.5, 16_000)).toThrow(RangeError);
  });
});
