// `@vibe/server/testing`: the server's test helpers that other workspaces (the benches and the
// browser tests) use.
export { createScratchDatabase } from './test-databases.ts';
export { startLocalModeServer } from './local-mode-server.ts';
export {
  sampleBurst,
  SAMPLE_BURST,
  SAMPLE_BURST_OWNERS,
  type SampleBurst,
  type SampleBurstRound,
} from './sample-burst.ts';
export { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from './smtp-test-server.ts';
