import { localVoices } from '../voices/local-voices.ts';
import type { VoiceSelection } from './speech-synthesizer.ts';

/** eSpeak NG voice names look like `en-us`, `en-gb-x-rp`, optionally with a `+variant`. */
const ESPEAK_NAME = /^[a-z]{2,3}(?:-[a-z0-9]{1,8}){0,3}(?:\+[a-z0-9]{1,12})?$/;

/** The voice used when the assistant names none we can honour. */
export const DEFAULT_ESPEAK_VOICE = 'en-us';

/**
 * The hosted platform's own voices, each spoken by a distinct eSpeak NG voice of a like accent
 * and gender (a variant: `+f3` female, `+m3` a lower male), so an assistant that names one
 * sounds different from one that names another.
 */
export const PLATFORM_VOICE_TO_ESPEAK: Readonly<Record<string, string>> = {
  elliot: 'en-us',
  cole: 'en-us+m3',
  spencer: 'en-us+m4',
  harry: 'en-gb-x-rp',
  rohan: 'en-gb-scotland',
  kylie: 'en-us+f3',
  savannah: 'en-us+f2',
  hana: 'en-us+f4',
  paige: 'en-us+f5',
  // `en-gb` takes no variant; its Received Pronunciation voice does.
  lily: 'en-gb-x-rp+f3',
  neha: 'en-029+f2',
};

/** The voices this platform's voice library lists (`GET /voice-library/{provider}`). */
const LISTED_VOICE_IDS = new Set(localVoices.map((voice) => voice.voiceId));

/**
 * Whether `voiceId` is a voice the local synthesizer speaks as given: an eSpeak NG name or a
 * voice of this platform's library. The API's check of `local`/`espeak` voices uses this too,
 * so that what it accepts is exactly what a call then speaks.
 */
export function isEspeakVoiceId(voiceId: unknown): boolean {
  if (typeof voiceId !== 'string') return false;
  const id = voiceId.trim().toLowerCase();
  return ESPEAK_NAME.test(id) || LISTED_VOICE_IDS.has(id);
}

/** Providers whose voice ids are eSpeak NG names: this platform's own (`local`) and `espeak`. */
const ESPEAK_PROVIDERS = new Set(['local', 'espeak']);

/**
 * Picks the eSpeak NG voice for an assistant's voice setting: an eSpeak name as given (provider
 * `local` or `espeak`, or any provider when the id is a name this platform's voice library
 * lists, as the product's Interview screen offers them); one of the hosted platform's voices
 * as its own eSpeak voice (above); anything else in US English.
 */
export function espeakVoiceFor(voice: VoiceSelection | undefined): string {
  const id = voice?.voiceId?.trim().toLowerCase() ?? '';
  if (ESPEAK_PROVIDERS.has(voice?.provider ?? '') && ESPEAK_NAME.test(id)) return id;
  if (LISTED_VOICE_IDS.has(id)) return id;
  return PLATFORM_VOICE_TO_ESPEAK[id] ?? DEFAULT_ESPEAK_VOICE;
}
