import { formatDateTime } from '../format/dates.ts';
import type { PersonInterview } from '@vibe/contracts/admin';
import { useState } from 'react';
import { adminCopy } from '../copy.ts';

const copy = adminCopy.person;

/**
 * An interview's call recording: the mono mix in the browser's own audio player (it seeks with
 * range requests) and the stereo file to download. Nothing when the call was not recorded.
 * When the player cannot load the recording (the server refused it, the storage failed, or the
 * bytes are not audio), it says the recording is unavailable instead of offering a dead player
 * and a download that would fail the same way.
 */
export function RecordingPlayer({
  interview,
  startAt,
}: {
  interview: PersonInterview;
  /** Seconds to seek to once the recording loads (an answer opened from the Answers screen). */
  startAt?: number;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!interview.recordingUrl && !interview.stereoRecordingUrl) return null;
  const unavailable = failedUrl !== null && failedUrl === interview.recordingUrl;
  return (
    <section className="mb-4" aria-label={copy.recording}>
      <h3 className="mb-2 text-sm font-medium">{copy.recording}</h3>
      {unavailable ? (
        <p role="status" className="text-sm text-muted-foreground">
          {copy.recordingUnavailable}
        </p>
      ) : (
        <>
          {interview.recordingUrl ? (
            <audio
              controls
              preload="metadata"
              src={interview.recordingUrl}
              onError={() => setFailedUrl(interview.recordingUrl)}
              onLoadedMetadata={(event) => {
                if (startAt === undefined) return;
                event.currentTarget.currentTime = startAt;
                event.currentTarget.scrollIntoView({ block: 'center' });
              }}
              className="w-full max-w-xl"
              aria-label={`${copy.recordingPlayer} ${formatDateTime(interview.startedAt)}`}
            />
          ) : null}
          {interview.stereoRecordingUrl ? (
            <a
              href={interview.stereoRecordingUrl}
              download
              className="mt-2 inline-block text-sm text-primary underline-offset-4 hover:underline"
            >
              {copy.stereoDownload}
            </a>
          ) : null}
        </>
      )}
    </section>
  );
}
