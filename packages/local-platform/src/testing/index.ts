/**
 * Test helpers for other workspaces' tests (`@vibe/local-platform/testing`): the platform served
 * on a real socket (e.g. as the "hosted" provider of the product's hosted-mode tests) and fresh
 * test databases. Never imported by production code.
 */
export { servePlatform, type ServedPlatform } from './serve-platform.ts';
export { openTestDatabase, testDatabaseKinds, type TestDatabase } from './databases.ts';
