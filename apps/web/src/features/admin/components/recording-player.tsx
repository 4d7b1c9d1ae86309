import type { PersonInterview } from '@vibe/contracts/admin';
import { adminCopy } from '../copy.ts';
import { formatTime } from './admin-ui.tsx';

const copy = adminCopy.person;

/**
 * An attempt's call recording: the mono mix in the browser's own audio player (it seeks with
 * range requests) and the stereo file to download. Nothing when the call was not recorded.
 */
export function RecordingPlayer({ attempt }: { attempt: PersonInterview }) {
  if (!attempt.recordingUrl && !attempt.stereoRecordingUrl) return null;
  return (
    <section className="mb-4" aria-label={copy.recording}>
      <h3 className="mb-2 text-sm font-medium">{copy.recording}</h3>
      {attempt.recordingUrl ? (
        <audio
          controls
          preload="metadata"
          src={attempt.recordingUrl}
          className="w-full max-w-xl"
          aria-label={`${copy.recordingPlayer} ${formatTime(attempt.startedAt)}`}
        />
      ) : null}
      {attempt.stereoRecordingUrl ? (
        <a
          href={attempt.stereoRecordingUrl}
          download
          className="mt-2 inline-block text-sm text-primary underline-offset-4 hover:underline"
        >
          {copy.stereoDownload}
        </a>
      ) : null}
    </section>
  );
}
