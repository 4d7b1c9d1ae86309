/**
 * The local platform: an emulation of the voice-AI platform's REST API and web calls, persisted
 * in the product's PostgreSQL database (embedded PGlite or a server).
 */
export { createLocalPlatform } from './platform.ts';
export type { LocalPlatform, LocalPlatformOptions } from './platform.ts';
export { refuseUpgrade } from './http/upgrade-router.ts';
export type { PlatformDatabase } from './db/database.ts';
export type { CallTimings, PlatformLogger } from './deps.ts';
export type { KeyRestrictions } from './http/env.ts';
export { migrate, migrationsTable } from './db/migrate.ts';
export { interviewAssistant, interviewScript } from './seed/interview-assistant.ts';
export { readStoredKeys, type StoredPlatformKeys } from './seed/stored-keys.ts';
export type { PlatformRecordings } from './recordings/recording-service.ts';
export type { RecordingChannels } from './recordings/recording-format.ts';
export type { SessionAssistant } from './sessions/index.ts';
