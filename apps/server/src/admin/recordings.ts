// Where the dashboard finds an interview's recording. In local mode the local platform keeps the
// audio and signs short-lived URLs for it on demand (the URLs in its reports expire); in hosted
// mode the platform's report named the recording's URLs, which are stored with the interview.

/** The two files of a recording: the mono mix, and stereo with visitor left, assistant right. */
export type RecordingChannels = 'mono' | 'stereo';

/**
 * The local platform's recordings, as the server uses them (absent in hosted mode). Declared
 * here, on the server's side, so that no mode loads the local platform for its type: the
 * platform's own `recordings` fits it as it is (local-mode.ts hands it over, and the compiler
 * checks the fit there).
 */
export interface RecordingAccess {
  /**
   * A fresh signed URL of a call's recording, valid for `ttlSeconds`; null when the call has no
   * complete recording of that kind.
   */
  signedUrl(
    callId: string,
    channels: RecordingChannels,
    options?: { ttlSeconds?: number },
  ): Promise<string | null>;
  /** Deletes a call's recordings; their URLs answer 404 from then on. */
  erase(callId: string): Promise<void>;
}

/** How long a URL the dashboard is sent to stays valid: long enough to play a long call. */
export const DASHBOARD_RECORDING_URL_TTL_SECONDS = 4 * 60 * 60;
