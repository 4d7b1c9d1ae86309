// Fetches a hosted recording for the dashboard from the platform's storage, and nothing else:
// every URL on the way (the stored one and each redirect) must be an https URL on the
// recording hosts, and the answer must look like audio. Redirects are followed by hand, so a
// storage host that sends the request on to another host (an attacker's, a loopback or a
// cloud metadata address) is refused before anything is fetched there.
import { isAllowedRecordingUrl, isRecordingUpstreamType } from '../lib/recording-hosts.ts';

/** Redirects followed at most (storage services sign and redirect once or twice). */
export const RECORDING_MAX_REDIRECTS = 3;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** What fetching a recording came to. */
export type RecordingFetch =
  /** The storage answered 200 or 206 with something that may be audio. */
  | { kind: 'ok'; response: Response }
  /** The URL, a redirect or the answer's type is not one the dashboard may serve. */
  | { kind: 'refused'; reason: RecordingRefusal; host: string }
  /** The storage failed or answered an error (or the request was given up). */
  | { kind: 'failed'; status: number | undefined };

/** Why a recording was refused (for the log: says what to fix without naming the URL). */
export type RecordingRefusal =
  | 'host not in RECORDING_HOSTS'
  | 'redirect off RECORDING_HOSTS'
  | 'too many redirects'
  | 'not audio';

/** The host of a URL for the log (never its path or query, which may carry a signature). */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(not a URL)';
  }
}

/**
 * Fetches `url` (with the player's `range`, if any), following at most
 * {@link RECORDING_MAX_REDIRECTS} redirects, each checked against `hosts`.
 * @example
 * const got = await fetchRecording(fetch, stored, { hosts: ['storage.vapi.ai'] });
 * if (got.kind === 'ok') return new Response(got.response.body, …);
 */
export async function fetchRecording(
  fetchUpstream: typeof fetch,
  url: string,
  options: { hosts: readonly string[]; range?: string | undefined; signal?: AbortSignal },
): Promise<RecordingFetch> {
  if (!isAllowedRecordingUrl(url, options.hosts)) {
    return { kind: 'refused', reason: 'host not in RECORDING_HOSTS', host: hostOf(url) };
  }
  let current = url;
  for (let hop = 0; ; hop += 1) {
    const response = await fetchUpstream(current, {
      headers: options.range ? { range: options.range } : {},
      redirect: 'manual',
      ...(options.signal ? { signal: options.signal } : {}),
    }).catch(() => null);
    if (!response) return { kind: 'failed', status: undefined };
    if (REDIRECTS.has(response.status)) {
      await response.body?.cancel();
      const location = response.headers.get('location');
      const next = location && URL.canParse(location, current) && new URL(location, current).href;
      if (!next) return { kind: 'failed', status: response.status };
      if (!isAllowedRecordingUrl(next, options.hosts)) {
        return { kind: 'refused', reason: 'redirect off RECORDING_HOSTS', host: hostOf(next) };
      }
      if (hop === RECORDING_MAX_REDIRECTS) {
        return { kind: 'refused', reason: 'too many redirects', host: hostOf(next) };
      }
      current = next;
      continue;
    }
    if (response.status !== 200 && response.status !== 206) {
      await response.body?.cancel();
      return { kind: 'failed', status: response.status };
    }
    if (!isRecordingUpstreamType(response.headers.get('content-type'))) {
      await response.body?.cancel();
      return { kind: 'refused', reason: 'not audio', host: hostOf(current) };
    }
    return { kind: 'ok', response };
  }
}
