import { createHash } from 'node:crypto';

/** A voice of the local speech synthesizer (eSpeak NG voice names). */
export interface LocalVoice {
  voiceId: string;
  name: string;
  language: string;
  languageCode: string;
  accent: string;
  gender: 'male' | 'female';
}

/**
 * The eSpeak NG voices the local platform offers. Listed by hand: enumerating them would mean
 * loading the synthesizer's WebAssembly just to answer a list.
 */
export const localVoices: readonly LocalVoice[] = [
  {
    voiceId: 'en-us',
    name: 'English (America)',
    language: 'English',
    languageCode: 'en-US',
    accent: 'american',
    gender: 'male',
  },
  {
    voiceId: 'en-gb',
    name: 'English (Great Britain)',
    language: 'English',
    languageCode: 'en-GB',
    accent: 'british',
    gender: 'male',
  },
  {
    voiceId: 'en-gb-scotland',
    name: 'English (Scotland)',
    language: 'English',
    languageCode: 'en-GB',
    accent: 'scottish',
    gender: 'male',
  },
  {
    voiceId: 'en-029',
    name: 'English (Caribbean)',
    language: 'English',
    languageCode: 'en-029',
    accent: 'caribbean',
    gender: 'male',
  },
  {
    voiceId: 'en-us+f3',
    name: 'English (America, female)',
    language: 'English',
    languageCode: 'en-US',
    accent: 'american',
    gender: 'female',
  },
  {
    voiceId: 'de',
    name: 'German',
    language: 'German',
    languageCode: 'de-DE',
    accent: 'german',
    gender: 'male',
  },
  {
    voiceId: 'fr-fr',
    name: 'French (France)',
    language: 'French',
    languageCode: 'fr-FR',
    accent: 'french',
    gender: 'male',
  },
  {
    voiceId: 'es',
    name: 'Spanish (Spain)',
    language: 'Spanish',
    languageCode: 'es-ES',
    accent: 'castilian',
    gender: 'male',
  },
  {
    voiceId: 'it',
    name: 'Italian',
    language: 'Italian',
    languageCode: 'it-IT',
    accent: 'italian',
    gender: 'male',
  },
  {
    voiceId: 'pt-br',
    name: 'Portuguese (Brazil)',
    language: 'Portuguese',
    languageCode: 'pt-BR',
    accent: 'brazilian',
    gender: 'male',
  },
  {
    voiceId: 'nl',
    name: 'Dutch',
    language: 'Dutch',
    languageCode: 'nl-NL',
    accent: 'dutch',
    gender: 'male',
  },
];

/**
 * The hosted platform's own voices (provider `vapi`, ids as its API spells them), each spoken
 * here by the eSpeak NG voice of a like accent and gender (voice/espeak-voice.ts). The voice
 * library lists exactly these under `vapi`, since the assistant API accepts no other id there.
 */
export const platformVoices: readonly LocalVoice[] = (
  [
    ['Elliot', 'american', 'male'],
    ['Kylie', 'american', 'female'],
    ['Rohan', 'scottish', 'male'],
    ['Lily', 'british', 'female'],
    ['Savannah', 'american', 'female'],
    ['Hana', 'american', 'female'],
    ['Neha', 'caribbean', 'female'],
    ['Cole', 'american', 'male'],
    ['Harry', 'british', 'male'],
    ['Paige', 'american', 'female'],
    ['Spencer', 'american', 'male'],
  ] as const
).map(([voiceId, accent, gender]) => ({
  voiceId,
  name: voiceId,
  language: 'English',
  languageCode: accent === 'american' ? 'en-US' : accent === 'caribbean' ? 'en-029' : 'en-GB',
  accent,
  gender,
}));

/**
 * The voices the library lists under `provider`: the platform's own under `vapi`, the local
 * synthesizer's under any other name (`local`, `espeak`, and providers this platform stands in
 * for, whose assistants take any voice id).
 */
export const voicesOfProvider = (provider: string): readonly LocalVoice[] =>
  provider === 'vapi' ? platformVoices : localVoices;

/** A stable UUID for a name (so a voice keeps its id across restarts). */
export function stableId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A local voice in the provider's VoiceLibrary shape. */
export function voiceLibraryEntry(
  voice: LocalVoice,
  provider: string,
  orgId: string,
  at: string,
): Record<string, unknown> {
  return {
    id: stableId(`${provider}:${voice.voiceId}`),
    orgId,
    provider,
    providerId: voice.voiceId,
    slug: voice.voiceId,
    name: voice.name,
    language: voice.language,
    languageCode: voice.languageCode,
    model: 'espeak-ng',
    supportedModels: 'espeak-ng',
    gender: voice.gender,
    accent: voice.accent,
    description:
      provider === 'vapi'
        ? `The platform voice "${voice.voiceId}", synthesized on this machine by the local platform.`
        : `eSpeak NG voice "${voice.voiceId}", synthesized on this machine by the local platform.`,
    isPublic: true,
    isDeleted: false,
    createdAt: at,
    updatedAt: at,
  };
}
