/**
 * `@vibe/voice-sdk/testing`: the SDK's test helpers that other workspaces' tests share, such as
 * the table of endpoint cases (one per REST method: the call and the request it must send),
 * which the local platform runs against itself. Test code only: it is not built into `dist/`
 * and not published (only the workspace's `exports` name this entry point).
 *
 * @example
 * import { endpointCases } from '@vibe/voice-sdk/testing';
 * for (const { op, call } of endpointCases) await call(client);
 */
export { endpointCases, ID, SUITE, type EndpointCase, type FormPart } from './endpoint-cases.ts';
