import type {
  DailyCall,
  DailyCallQualityTestResults,
  DailyFactoryOptions,
  DailyNetworkConnectivityTestStats,
  DailyWebsocketConnectivityTestResults,
} from '@daily-co/daily-js';
import { required } from './call-errors.ts';

/** The part of daily-js's call object the tests use (what a test fake implements). */
export type NetworkTestCall = Pick<
  DailyCall,
  | 'testNetworkConnectivity'
  | 'testWebsocketConnectivity'
  | 'startCamera'
  | 'testCallQuality'
  | 'destroy'
>;

/** Loads the call library (daily-js, loaded only when the tests run). */
export type NetworkTestLoader = () => Promise<{
  createCallObject(options?: DailyFactoryOptions): NetworkTestCall;
}>;

const loadDailyJs: NetworkTestLoader = async () => (await import('@daily-co/daily-js')).default;

/** A pre-call test that could not run: what it threw, as text. */
export interface NetworkTestError {
  result: 'error';
  error: string;
}

/** What `runNetworkTestsStandalone()` found, test by test (`error` when none could run). */
export interface NetworkTestResults {
  /** Whether traffic can be relayed through TURN servers. */
  networkConnectivity?: DailyNetworkConnectivityTestStats | NetworkTestError;
  /** Whether WebSocket connections can be established. */
  websocketConnectivity?: DailyWebsocketConnectivityTestResults | NetworkTestError;
  /** The call quality a call would get. */
  callQuality?: DailyCallQualityTestResults | NetworkTestError;
  /** The temporary call object could not be created. */
  error?: string;
}

/**
 * The pre-call network tests on a temporary Daily call object, each one independent of the
 * others; the object and the camera are released whatever happens.
 */
export async function runNetworkTests(
  load: NetworkTestLoader = loadDailyJs,
): Promise<NetworkTestResults> {
  const results: NetworkTestResults = {};
  const failed = (error: unknown): NetworkTestError => ({ result: 'error', error: String(error) });
  let created: NetworkTestCall | null = null;
  try {
    const call = (created = (await load()).createCallObject({
      audioSource: true,
      videoSource: true,
    }));
    let track: MediaStreamTrack | undefined;
    try {
      [track] = (await navigator.mediaDevices.getUserMedia({ video: true })).getVideoTracks();
      results.networkConnectivity = await call.testNetworkConnectivity(required(track));
    } catch (error) {
      results.networkConnectivity = failed(error);
    } finally {
      track?.stop();
    }
    results.websocketConnectivity = await call.testWebsocketConnectivity().catch(failed);
    // The call-quality test needs the call state that startCamera() sets up.
    results.callQuality = await call
      .startCamera()
      .then(() => call.testCallQuality())
      .catch(failed);
  } catch (error) {
    results.error = String(error);
  } finally {
    await created?.destroy().catch(() => undefined);
  }
  return results;
}
