// Which recording URLs of an end-of-call report are kept. The report's sender chooses them, and
// the dashboard later streams them from its own origin, so only URLs on the recording hosts
// (and, in local mode, the local platform's own recording URLs) are stored; the rest are
// dropped and logged by host, so an operator can see a storage host missing from the list.
import { isAllowedRecordingUrl } from '../lib/recording-hosts.ts';
import type { Logger } from '../logger.ts';
import type { CallReport } from './call-report.ts';

/** Whether a report's recording URL may be stored. */
export type RecordingUrlPolicy = (url: string) => boolean;

/**
 * The recording URLs the server keeps: https URLs on `hosts`, plus URLs starting with
 * `ownUrlPrefix` (local mode: the local platform's signed recording URLs, which the dashboard
 * never fetches but answers with a fresh signed URL of its own).
 * @example recordingUrlPolicy(['storage.vapi.ai'])('https://storage.vapi.ai/x-mono.wav') // true
 */
export function recordingUrlPolicy(
  hosts: readonly string[],
  ownUrlPrefix?: string,
): RecordingUrlPolicy {
  return (url) =>
    isAllowedRecordingUrl(url, hosts) ||
    (ownUrlPrefix !== undefined && ownUrlPrefix !== '' && url.startsWith(ownUrlPrefix));
}

/** A URL's host for the log; its path and query may carry a signature and are left out. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(not a URL)';
  }
}

/** `report` without the recording URLs `accepts` refuses (each dropped URL logged by host). */
export function withTrustedRecordings(
  report: CallReport,
  accepts: RecordingUrlPolicy,
  logger: Logger,
): CallReport {
  const keep = (field: 'recordingUrl' | 'stereoRecordingUrl'): string | undefined => {
    const url = report[field];
    if (url === undefined || accepts(url)) return url;
    logger.warn('end-of-call report: recording URL dropped, its host is not in RECORDING_HOSTS', {
      callId: report.callId,
      field,
      host: hostOf(url),
    });
    return undefined;
  };
  return {
    ...report,
    recordingUrl: keep('recordingUrl'),
    stereoRecordingUrl: keep('stereoRecordingUrl'),
  };
}
