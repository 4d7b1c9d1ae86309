import { describe, expect, it } from 'vitest';
import { localVoices } from '../voices/local-voices.ts';
import { DEFAULT_ESPEAK_VOICE, espeakVoiceFor, PLATFORM_VOICE_TO_ESPEAK } from './espeak-voice.ts';

describe('espeakVoiceFor', () => {
  it('speaks eSpeak names as given for the local and espeak providers', () => {
    expect(espeakVoiceFor({ provider: 'local', voiceId: 'en-gb' })).toBe('en-gb');
    expect(espeakVoiceFor({ provider: 'espeak', voiceId: 'fr-fr+f2' })).toBe('fr-fr+f2');
    expect(espeakVoiceFor({ provider: 'local', voiceId: '-v oops' })).toBe(DEFAULT_ESPEAK_VOICE);
  });

  it('honours a voice of its voice library under any provider (as the Interview screen offers them)', () => {
    for (const voice of localVoices) {
      expect(espeakVoiceFor({ provider: 'vapi', voiceId: voice.voiceId })).toBe(voice.voiceId);
    }
  });

  it('gives each of the hosted platform’s voices its own eSpeak voice', () => {
    const names = Object.keys(PLATFORM_VOICE_TO_ESPEAK);
    const spoken = names.map((name) => espeakVoiceFor({ provider: 'vapi', voiceId: name }));
    expect(new Set(spoken).size).toBe(names.length);
    expect(espeakVoiceFor({ provider: 'vapi', voiceId: 'Kylie' })).toBe('en-us+f3');
    expect(espeakVoiceFor({ provider: '11labs', voiceId: 'unknown-voice-id' })).toBe(
      DEFAULT_ESPEAK_VOICE,
    );
    expect(espeakVoiceFor(undefined)).toBe(DEFAULT_ESPEAK_VOICE);
  });
});
