import type { Resource } from '../store/resource-store.ts';
import type { RecordingService } from './recording-service.ts';

/**
 * The call as the API shows it, with its recording URLs signed afresh: the URLs stored at the
 * end of the call expire (7 days), while the call keeps its recording until it is deleted.
 * A call without recording URLs is answered as it is.
 */
export function withFreshRecordingUrls(
  call: Resource,
  recordings: Pick<RecordingService, 'artifactUrls'>,
): Resource {
  const artifact = call.artifact as Record<string, unknown> | undefined;
  const stored = artifact?.recordingUrl;
  if (typeof stored !== 'string') return call;
  const format = /\/(?:mono|stereo)\.wav(?:\?|$)/.test(stored) ? 'wav' : 'mp3';
  return { ...call, artifact: { ...artifact, ...recordings.artifactUrls(call.id, format) } };
}
