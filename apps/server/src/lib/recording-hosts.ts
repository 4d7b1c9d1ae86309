// Which recording URLs the server trusts, and what it says they are. A recording URL arrives in
// the platform's end-of-call report, so whoever can send a report (or learned the webhook's
// secret) chooses it; the dashboard streams it from its own origin. Only https URLs on the
// platform's storage hosts are kept and fetched, and the answer's type is ours, never theirs.

/**
 * Where the hosted platform stores call recordings. The provider reference is silent on the
 * host; the provider's documentation and the recording URLs its reports carry name
 * `storage.vapi.ai` (e.g. `https://storage.vapi.ai/<call>-<time>-<id>-mono.wav`). Recordings
 * uploaded to an own bucket (the assistant's `artifactPlan`) need `RECORDING_HOSTS`.
 */
export const DEFAULT_RECORDING_HOSTS: readonly string[] = ['storage.vapi.ai'];

/** The audio types recordings are served as: the provider's formats, MP3 and `wav;l16`. */
const AUDIO_TYPES: Record<string, RecordingContentType> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
};

/** A content type the dashboard's recording answers may carry. */
export type RecordingContentType = 'audio/mpeg' | 'audio/wav';

/**
 * One `RECORDING_HOSTS` entry as a URL's `host` reads: lowercase, `host` or `host:port`, the
 * default port 443 left out; undefined when `entry` is not a bare host (a scheme, a path,
 * credentials, a wildcard, non-ASCII letters: write those in punycode).
 * @example normaliseRecordingHost('Storage.Vapi.AI') // 'storage.vapi.ai'
 */
export function normaliseRecordingHost(entry: string): string | undefined {
  const trimmed = entry.trim().toLowerCase();
  if (!/^[a-z0-9.:[\]-]+$/.test(trimmed)) return undefined;
  try {
    const url = new URL(`https://${trimmed}/`);
    // `host` drops the default port: `storage.vapi.ai:443` is `storage.vapi.ai`.
    const bare = trimmed.replace(/:443$/, '');
    return url.host === bare ? url.host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True when `value` is a recording URL the server may fetch: https, no credentials in it, and
 * its host (with its port, if not 443) on `hosts` exactly. Subdomains are not implied.
 */
export function isAllowedRecordingUrl(value: string | URL, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = typeof value === 'string' ? new URL(value) : value;
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return hosts.includes(url.host);
}

/**
 * The type a recording is served as, from its URL's file extension: `.mp3` is `audio/mpeg`,
 * `.wav` is `audio/wav`. Anything else (no extension, or an unknown one) is served as
 * `audio/mpeg`: an audio type that no browser runs or renders as a page, and the audio element
 * reads the bytes' own format anyway.
 */
export function recordingContentType(url: string): RecordingContentType {
  return AUDIO_TYPES[recordingExtension(url) ?? ''] ?? 'audio/mpeg';
}

/** The file extension a download of this recording gets (`mp3` unless the URL names `wav`). */
export function recordingFileExtension(url: string): string {
  return recordingContentType(url) === 'audio/wav' ? 'wav' : 'mp3';
}

function recordingExtension(url: string): string | undefined {
  try {
    return /\.([a-z0-9]{1,8})$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * True when an upstream answer's `Content-Type` may be a recording: audio, a byte stream, or
 * none at all. HTML, scripts, SVG, XML, text… are not, whatever the URL says.
 */
export function isRecordingUpstreamType(contentType: string | null): boolean {
  if (contentType === null) return true;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type === '' ||
    /^audio\/[a-z0-9.+-]+$/.test(type) ||
    type === 'application/octet-stream' ||
    type === 'binary/octet-stream'
  );
}
