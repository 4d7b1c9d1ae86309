/**
 * The local platform: an emulation of the voice-AI platform's REST API and web calls, persisted
 * in the product's PostgreSQL database (embedded PGlite or a server).
 */
export { createLocalPlatform } from './platform.ts';
export type { LocalPlatform, LocalPlatformOptions } from './platform.ts';
export type { PlatformDatabase } from './db/database.ts';
export type { CallTimings, PlatformLogger } from './deps.ts';
export type { KeyRestrictions } from './http/env.ts';
export { migrate, migrationsTable } from './db/migrate.ts';
// The assistant it seeds; its body is in the SDK, so the server reads it without the emulator.
export { interviewAssistant, interviewScript } from '@vibe/voice-sdk/interview-assistant';
export { readStoredKeys, type StoredPlatformKeys } from './seed/stored-keys.ts';
export type { SessionAssistant } from './sessions/types.ts';
// The built-in offline speech recogniser, for a product or benchmark that transcribes on its own.
export {
  createLocalRecognizer,
  type LocalRecognizer,
  type LocalRecognizerOptions,
} from './voice/speech/create-local-recognizer.ts';
export type { SpeechRecognizer, TranscribeOptions } from './voice/speech-recognizer.ts';
