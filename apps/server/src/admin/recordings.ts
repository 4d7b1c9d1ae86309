// Where the dashboard finds an interview's recording. In local mode the local platform keeps the
// audio and signs short-lived URLs for it on demand (the URLs in its reports expire); in hosted
// mode the platform's report named the recording's URLs, which are stored with the attempt.

/** Mono mix, or stereo (visitor left, assistant right). */
export type RecordingChannels = 'mono' | 'stereo';

/** The local platform's recordings, as the server uses them (absent in hosted mode). */
export interface RecordingAccess {
  /** A fresh signed URL of the call's recording; null when the call has none of that kind. */
  signedUrl(
    callId: string,
    channels: RecordingChannels,
    options?: { ttlSeconds?: number },
  ): Promise<string | null>;
  /** Erases every recording of the call (nothing happens when it has none). */
  erase(callId: string): Promise<void>;
}

/** How long a URL the dashboard is sent to stays valid: long enough to play a long call. */
export const DASHBOARD_RECORDING_URL_TTL_SECONDS = 4 * 60 * 60;
