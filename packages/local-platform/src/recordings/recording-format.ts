import { PCM_SAMPLE_RATE } from '@vibe/voice-sdk/protocol';

/** The two files of every recording: the mono mix, and stereo with visitor left, assistant right. */
export type RecordingChannels = 'mono' | 'stereo';

/** How a recording is stored: MP3, or 16-bit PCM WAV (the provider's `wav;l16`). */
export type RecordingFileFormat = 'mp3' | 'wav';

/** Sample rate of recordings: the call's own audio rate, so nothing is resampled. */
export const RECORDING_SAMPLE_RATE = PCM_SAMPLE_RATE;

/**
 * MP3 bit rates at speech quality (16 kHz, MPEG-2 Layer III): together 80 kbit/s, i.e. 0.3 MB
 * per recorded minute for both files (the budget is 0.5 MB).
 */
export const MP3_KBPS: Record<RecordingChannels, number> = { mono: 32, stereo: 48 };

/**
 * What the assistant's `artifactPlan` asks for: whether to record and in what format. The
 * provider records by default; its documented default format is `wav;l16`, but ours is MP3 so
 * that recordings stay small in the database.
 */
export function recordingPlanOf(
  artifactPlan: { recordingEnabled?: unknown; recordingFormat?: unknown } | undefined,
): { enabled: false } | { enabled: true; format: RecordingFileFormat } {
  if (artifactPlan?.recordingEnabled === false) return { enabled: false };
  return { enabled: true, format: artifactPlan?.recordingFormat === 'wav;l16' ? 'wav' : 'mp3' };
}

/** The `Content-Type` a recording is served with. */
export function recordingContentType(format: RecordingFileFormat): string {
  return format === 'mp3' ? 'audio/mpeg' : 'audio/wav';
}
