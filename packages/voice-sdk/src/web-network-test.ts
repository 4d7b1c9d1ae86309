/// <reference lib="dom" />
/**
 * `@vibe/voice-sdk/web/network-test`: the official SDK's `runNetworkTestsStandalone()`, kept out
 * of `@vibe/voice-sdk/web` so that pages which never test the network do not ship it.
 *
 * @example
 * import { runNetworkTestsStandalone } from '@vibe/voice-sdk/web/network-test';
 * const results = await runNetworkTestsStandalone();
 * if (results.networkConnectivity?.result === 'failed') console.warn('calls may not work');
 */
import { runNetworkTests, type NetworkTestResults } from './web-call/network-test.ts';

export type { NetworkTestError, NetworkTestResults } from './web-call/network-test.ts';

/**
 * Runs Daily's pre-call network tests (TURN relay, WebSocket, call quality) on a temporary call
 * object; a test that could not run reports `{result: 'error', error}`. Needs the camera.
 */
export const runNetworkTestsStandalone = (): Promise<NetworkTestResults> => runNetworkTests();
