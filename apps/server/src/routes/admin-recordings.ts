// `GET /api/admin/interviews/:id/recording?channels=mono|stereo`: an interview's recording for
// the dashboard's audio player. Local recordings are answered with a redirect to a freshly signed
// URL on this same server (relative, so the page's origin and its CSP `media-src 'self'` hold);
// a hosted recording is streamed through from the platform's storage, range requests included,
// so the browser never needs another origin.
//
// The stored URL came in an end-of-call report, which whoever holds the webhook secret can forge,
// and the answer is served from the dashboard's own origin. So the route fetches only from the
// recording hosts (redirects included, see fetch-recording.ts), refuses anything that does not
// look like audio, and labels what it serves itself: an audio type, `nosniff`, and a CSP that
// sandboxes the answer should a browser ever open it as a document.
import { API_ERROR_CODES } from '@vibe/contracts/api';
import { Hono } from 'hono';
import { fetchRecording } from '../admin/fetch-recording.ts';
import {
  DASHBOARD_RECORDING_URL_TTL_SECONDS,
  type RecordingAccess,
  type RecordingChannels,
} from '../admin/recordings.ts';
import type { Database } from '../db/client.ts';
import { selectRecordingUrls } from '../db/queries/admin-recordings.ts';
import { ApiError } from '../lib/api-error.ts';
import { isUuid } from '../lib/ids.ts';
import { recordingContentType, recordingFileExtension } from '../lib/recording-hosts.ts';
import type { Logger } from '../logger.ts';
import type { AdminEnv } from '../middleware/admin-session.ts';
import { requestLogger } from '../middleware/request-id.ts';

/** Headers of the platform's storage passed on to the player: the byte range, nothing else. */
const PASSED_HEADERS = ['content-length', 'content-range', 'accept-ranges'];

/** What a recording answer is sandboxed with: no subresource, no script, no same origin. */
export const RECORDING_CSP = "default-src 'none'; sandbox";

const noRecording = () =>
  new ApiError(404, API_ERROR_CODES.notFound, 'This interview has no recording.');

/** The dashboard's path of an interview's recording. */
export function recordingPath(interviewId: string, channels: RecordingChannels = 'mono'): string {
  const query = channels === 'stereo' ? '?channels=stereo' : '';
  return `/api/admin/interviews/${interviewId}/recording${query}`;
}

/**
 * The headers of a streamed recording: our own audio type for the URL's format, the byte range
 * the storage answered, and the stereo file (offered as a download) as an attachment.
 */
function recordingHeaders(
  upstream: Response,
  stored: string,
  interviewId: string,
  channels: RecordingChannels,
): Headers {
  const headers = new Headers({
    'Cache-Control': 'no-store',
    'Content-Type': recordingContentType(stored),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': RECORDING_CSP,
  });
  const disposition = channels === 'stereo' ? 'attachment' : 'inline';
  const fileName = `interview-${interviewId}-${channels}.${recordingFileExtension(stored)}`;
  headers.set('Content-Disposition', `${disposition}; filename="${fileName}"`);
  // A decoded (compressed) answer's length and range are not those of the bytes passed on.
  if (!upstream.headers.get('content-encoding')) {
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value && /^[\w\s=/*-]+$/.test(value)) headers.set(name, value);
    }
  }
  return headers;
}

export function adminRecordingRoutes(deps: {
  db: Database;
  recordings: RecordingAccess | undefined;
  /** The hosts hosted recordings are fetched from (`RECORDING_HOSTS`). */
  hosts: readonly string[];
  logger?: Logger;
  fetch?: typeof fetch;
}) {
  const fetchUpstream = deps.fetch ?? fetch;
  return new Hono<AdminEnv>().get('/interviews/:id/recording', async (c) => {
    const id = c.req.param('id').toLowerCase();
    const channels: RecordingChannels = c.req.query('channels') === 'stereo' ? 'stereo' : 'mono';
    if (!isUuid(id)) throw noRecording();
    const row = await selectRecordingUrls(deps.db, id);
    if (!row) throw noRecording();
    c.header('Cache-Control', 'no-store');

    if (deps.recordings && row.callId) {
      const signed = await deps.recordings.signedUrl(row.callId, channels, {
        ttlSeconds: DASHBOARD_RECORDING_URL_TTL_SECONDS,
      });
      if (signed) {
        const { pathname, search } = new URL(signed);
        return c.redirect(`${pathname}${search}`, 302);
      }
    }
    const stored = channels === 'stereo' ? row.stereoRecordingUrl : row.recordingUrl;
    // Only https is ever fetched; a local platform's URL whose recording is gone is none.
    if (!stored?.startsWith('https://')) throw noRecording();
    const got = await fetchRecording(fetchUpstream, stored, {
      hosts: deps.hosts,
      range: c.req.header('range'),
      signal: c.req.raw.signal,
    });
    if (got.kind === 'refused') {
      if (deps.logger)
        requestLogger(c, deps.logger).warn('recording refused', {
          interviewId: id,
          reason: got.reason,
          host: got.host,
        });
      throw new ApiError(404, 'recording_unavailable', 'This recording cannot be played here.');
    }
    if (got.kind === 'failed') {
      throw new ApiError(
        502,
        'recording_unavailable',
        'The platform did not hand over the recording.',
      );
    }
    return new Response(got.response.body, {
      status: got.response.status,
      headers: recordingHeaders(got.response, stored, id, channels),
    });
  });
}
