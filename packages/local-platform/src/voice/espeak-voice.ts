import type { VoiceSelection } from './speech-synthesizer.ts';

/** The platform's own voice names that sound female; eSpeak gets a female variant for them. */
const FEMALE_VOICE_IDS = new Set(['kylie', 'lily', 'savannah', 'hana', 'neha', 'paige']);

/** eSpeak NG voice names look like `en-us`, `en-gb-x-rp`, optionally with a `+variant`. */
const ESPEAK_NAME = /^[a-z]{2,3}(?:-[a-z0-9]{1,8}){0,3}(?:\+[a-z0-9]{1,12})?$/;

/** The voice used when the assistant names none we can honour. */
export const DEFAULT_ESPEAK_VOICE = 'en-us';

/**
 * Picks the eSpeak NG voice for an assistant's voice setting. Native eSpeak names are used
 * as given (provider `espeak`); hosted voices map to US English, with a female variant for the
 * platform voices that are female, so the local call sounds roughly like the configured one.
 */
export function espeakVoiceFor(voice: VoiceSelection | undefined): string {
  const id = voice?.voiceId?.trim().toLowerCase() ?? '';
  if (voice?.provider === 'espeak' && ESPEAK_NAME.test(id)) return id;
  if (FEMALE_VOICE_IDS.has(id)) return `${DEFAULT_ESPEAK_VOICE}+f3`;
  return DEFAULT_ESPEAK_VOICE;
}
