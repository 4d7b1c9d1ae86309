// Where the dashboard finds an interview's recording. In local mode the local platform keeps the
// audio and signs short-lived URLs for it on demand (the URLs in its reports expire); in hosted
// mode the platform's report named the recording's URLs, which are stored with the attempt.
import type { PlatformRecordings, RecordingChannels } from '@vibe/local-platform';

export type { RecordingChannels };

/** The local platform's recordings, as the server uses them (absent in hosted mode). */
export type RecordingAccess = PlatformRecordings;

/** How long a URL the dashboard is sent to stays valid: long enough to play a long call. */
export const DASHBOARD_RECORDING_URL_TTL_SECONDS = 4 * 60 * 60;
