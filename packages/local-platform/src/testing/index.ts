/**
 * Test helpers for other workspaces' tests and benchmarks (`@vibe/local-platform/testing`):
 * the platform served on a real socket (e.g. as the "hosted" provider of the product's
 * hosted-mode tests), fresh test databases, the call-session engine on a port with an
 * in-memory store, a Node client of the session protocol and synthetic audio to drive it.
 * Never imported by production code.
 */
export { servePlatform, type ServedPlatform } from './serve-platform.ts';
export { openTestDatabase, testDatabaseKinds, type TestDatabase } from './databases.ts';
export {
  startCallSessionsUnderTest,
  startPlatformUnderTest,
  type CallSessionsUnderTest,
  type PlatformUnderTest,
  type ReceivedWebhook,
} from './test-platform.ts';
export { MemoryCallStore, type StoredCall } from './memory-call-store.ts';
export {
  isAssistantSpeech,
  isFinalLine,
  SessionClient,
  SessionRefusedError,
  type ReceivedFrame,
  type ReceivedMessage,
  type SendAudioOptions,
} from './session-client.ts';
export { concat, mix, noise, silence, speechLike } from './synthetic-audio.ts';
// Real speech for tests that need words, not only sound (e.g. a browser's fake microphone).
export { createEspeakSynthesizer } from '../voice/espeak-synthesizer.ts';
export { credentialWebhookBody, randomText } from './credential-webhook.ts';
// What a benchmark needs to record calls into a database of its own, without a whole platform.
export { createRecordingService, type RecordingService } from '../recordings/recording-service.ts';
export { platformRecordings } from '../db/schema/recordings.ts';
// How far a speech recogniser's transcript is from what was said.
export { normalisedWords, wordErrorRate, wordErrors } from './word-error-rate.ts';
