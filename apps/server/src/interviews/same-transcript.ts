import type { TranscriptEntry } from '@vibe/contracts/api';

/** True when both transcripts hold the same entries in the same order. */
export function sameTranscript(
  a: readonly TranscriptEntry[],
  b: readonly TranscriptEntry[],
): boolean {
  return (
    a.length === b.length &&
    a.every((entry, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        entry.role === other.role &&
        entry.text === other.text &&
        entry.timestamp === other.timestamp
      );
    })
  );
}
