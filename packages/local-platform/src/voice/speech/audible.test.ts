import { describe, expect, it } from 'vitest';
import { concat, pinkNoise, silence, speechLike } from '../../testing/synthetic-audio.ts';
import { isAudible, trimToSpeech } from './audible.ts';

const seconds = (pcm: Int16Array) => pcm.length / 16_000;

describe('the audio the model is given', () => {
  it('is not silence or a quiet room', () => {
    expect(isAudible(silence(2))).toBe(false);
    expect(isAudible(pinkNoise(2, -60))).toBe(false);
    expect(isAudible(speechLike({ seconds: 1 }))).toBe(true);
  });

  it('leaves out a quiet lead-in and tail, keeping half a second around the sound', () => {
    const sound = speechLike({ seconds: 2 });
    const trimmed = trimToSpeech(concat(pinkNoise(3, -65), sound, pinkNoise(4, -65)));
    expect(seconds(trimmed)).toBeGreaterThan(2.9);
    expect(seconds(trimmed)).toBeLessThan(3.1);
  });

  it('keeps a room within 30 dB of the sound: the start and end of words may be in it', () => {
    const loudRoom = concat(pinkNoise(1, -45), speechLike({ seconds: 1 }), pinkNoise(1, -45));
    expect(seconds(trimToSpeech(loudRoom))).toBe(3);
  });
});
