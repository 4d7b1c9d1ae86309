// `@vibe/server/testing`: the server's test helpers that other workspaces (the benches) use.
export { createScratchDatabase } from './test-databases.ts';
