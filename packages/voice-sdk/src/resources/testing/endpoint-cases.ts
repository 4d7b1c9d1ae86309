// Moved to src/testing/endpoint-cases.ts (exported as `@vibe/voice-sdk/testing`). This forwarder
// only keeps `packages/local-platform/src/compat/voice-sdk.test.ts`, which still imports the old
// path, compiling until it imports `@vibe/voice-sdk/testing`; delete it then.
export * from '../../testing/endpoint-cases.ts';
