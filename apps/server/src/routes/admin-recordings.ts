// `GET /api/admin/interviews/:id/recording?channels=mono|stereo`: an interview's recording for
// the dashboard's audio player. Local recordings are answered with a redirect to a freshly signed
// URL on this same server (relative, so the page's origin and its CSP `media-src 'self'` hold);
// a hosted recording is streamed through from the platform's storage, range requests included,
// so the browser never needs another origin.
import { API_ERROR_CODES } from '@vibe/contracts/api';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  DASHBOARD_RECORDING_URL_TTL_SECONDS,
  type RecordingAccess,
  type RecordingChannels,
} from '../admin/recordings.ts';
import type { Database } from '../db/client.ts';
import { interviews } from '../db/schema/interviews.ts';
import { ApiError } from '../lib/api-error.ts';
import { isUuid } from '../lib/ids.ts';
import type { AdminEnv } from '../middleware/admin-session.ts';

/** Response headers of the platform's storage passed on to the player. */
const PASSED_HEADERS = ['content-type', 'content-length', 'content-range', 'accept-ranges'];

const noRecording = () =>
  new ApiError(404, API_ERROR_CODES.notFound, 'This interview has no recording.');

/** The dashboard's path of an attempt's recording. */
export function recordingPath(interviewId: string, channels: RecordingChannels = 'mono'): string {
  const query = channels === 'stereo' ? '?channels=stereo' : '';
  return `/api/admin/interviews/${interviewId}/recording${query}`;
}

export function adminRecordingRoutes(deps: {
  db: Database;
  recordings: RecordingAccess | undefined;
  fetch?: typeof fetch;
}) {
  const fetchUpstream = deps.fetch ?? fetch;
  return new Hono<AdminEnv>().get('/interviews/:id/recording', async (c) => {
    const id = c.req.param('id').toLowerCase();
    const channels: RecordingChannels = c.req.query('channels') === 'stereo' ? 'stereo' : 'mono';
    if (!isUuid(id)) throw noRecording();
    const [row] = await deps.db
      .select({
        callId: interviews.callId,
        recordingUrl: interviews.recordingUrl,
        stereoRecordingUrl: interviews.stereoRecordingUrl,
      })
      .from(interviews)
      .where(eq(interviews.id, id));
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
    if (!stored || !stored.startsWith('https://')) throw noRecording();
    const range = c.req.header('range');
    const upstream = await fetchUpstream(stored, {
      headers: range ? { range } : {},
      redirect: 'follow',
      signal: c.req.raw.signal,
    }).catch(() => null);
    if (!upstream || (upstream.status !== 200 && upstream.status !== 206)) {
      await upstream?.body?.cancel();
      throw new ApiError(
        502,
        'recording_unavailable',
        'The platform did not hand over the recording.',
      );
    }
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(upstream.body, { status: upstream.status, headers });
  });
}
