import { Hono } from 'hono';
import { parseRange } from '../http/byte-range.ts';
import type { PlatformEnv } from '../http/env.ts';
import { errorBody } from '../http/errors.ts';
import {
  recordingContentType,
  type RecordingChannels,
  type RecordingFileFormat,
} from '../recordings/recording-format.ts';
import type { RecordingStore } from '../recordings/recording-store.ts';
import { recordingPath, type RecordingUrlSigner } from '../recordings/signed-url.ts';

const FILE_NAME = /^(mono|stereo)\.(mp3|wav)$/;

/**
 * `/recording/{callId}/{mono|stereo}.{mp3|wav}?expires=…&signature=…`: a call's recording, for
 * an audio player. The signature is the authorisation (no key: the URL is handed to whoever
 * may listen), so the platform mounts this before its key check and its request log (which
 * would keep the signature). Answers 403 for a missing, tampered or expired signature before
 * looking anything up, 404 when the recording does not exist (any more), and serves byte
 * ranges (206, or 416 past the end) streamed from the stored chunks, as audio with `nosniff`
 * and a sandboxing CSP.
 */
export function recordingRoutes(deps: {
  store: RecordingStore;
  signer: RecordingUrlSigner;
  clock: () => Date;
}): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();

  app.get('/:callId/:file', async (c) => {
    const callId = c.req.param('callId');
    const file = FILE_NAME.exec(c.req.param('file'));
    if (!file) return c.json(errorBody(404, 'Recording not found'), 404);
    const channels = file[1] as RecordingChannels;
    const format = file[2] as RecordingFileFormat;
    const check = deps.signer.check(
      recordingPath(callId, channels, format),
      c.req.query('expires'),
      c.req.query('signature'),
      deps.clock().getTime(),
    );
    if (check !== 'valid') {
      const why = check === 'expired' ? 'This recording URL has expired.' : 'Invalid signature.';
      return c.json(errorBody(403, why), 403);
    }
    const stored = await deps.store.find(callId, channels);
    if (!stored || stored.format !== format) {
      return c.json(errorBody(404, 'Recording not found'), 404);
    }
    const headers: Record<string, string> = {
      'accept-ranges': 'bytes',
      'content-type': recordingContentType(format),
      'content-disposition': `inline; filename="call-${callId}-${channels}.${format}"`,
      // Audio only: no browser may sniff it into a page, and opened as a document it runs
      // nothing (the product serves these URLs from the dashboard's own origin).
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      // The URL itself expires; a player may keep what it fetched for a few minutes.
      'cache-control': 'private, max-age=300',
    };
    const range = parseRange(c.req.header('range'), stored.bytes);
    if (range.kind === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'content-range': `bytes */${stored.bytes}` });
    }
    const [first, last] = range.kind === 'part' ? [range.first, range.last] : [0, stored.bytes - 1];
    const length = last - first + 1;
    const status = range.kind === 'part' ? 206 : 200;
    if (range.kind === 'part') headers['content-range'] = `bytes ${first}-${last}/${stored.bytes}`;
    headers['content-length'] = String(length);
    if (c.req.method === 'HEAD' || length === 0) return c.body(null, status, headers);
    return c.body(deps.store.read(callId, channels, first, last), status, headers);
  });

  return app;
}
