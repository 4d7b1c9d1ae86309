/** Level of silence in dBFS: the floor `levelDbfs` never goes below, so logs stay finite. */
export const SILENCE_DBFS = -100;

/**
 * Reads little-endian s16 bytes as samples: a view when the bytes are aligned (no copy, on the
 * little-endian hosts Node runs on), else a copy. Treat the result as read-only and short-lived.
 */
export function samplesFromBytes(bytes: Uint8Array): Int16Array {
  const count = bytes.byteLength >> 1;
  if (bytes.byteOffset % 2 === 0) return new Int16Array(bytes.buffer, bytes.byteOffset, count);
  const samples = new Int16Array(count);
  const view = new DataView(bytes.buffer, bytes.byteOffset, count * 2);
  for (let i = 0; i < count; i++) samples[i] = view.getInt16(i * 2, true);
  return samples;
}

/** Returns the samples as little-endian s16 bytes (a view, no copy, on little-endian hosts). */
export function bytesFromSamples(samples: Int16Array): Buffer {
  return Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
}

/** Root-mean-square level of a stretch of samples, in dB relative to full scale. */
export function levelDbfs(samples: Int16Array, start = 0, end = samples.length): number {
  if (end <= start) return SILENCE_DBFS;
  let sum = 0;
  for (let i = start; i < end; i++) {
    const s = samples[i]!;
    sum += s * s;
  }
  const rms = Math.sqrt(sum / (end - start)) / 32768;
  return rms > 0 ? Math.max(SILENCE_DBFS, 20 * Math.log10(rms)) : SILENCE_DBFS;
}

/**
 * Cuts leading and trailing stretches quieter than `thresholdDbfs` (measured in 5 ms windows),
 * keeping `marginMs` around the sound, so that speech starts promptly after a phrase is queued.
 */
export function trimSilence(
  samples: Int16Array,
  sampleRate: number,
  thresholdDbfs = -50,
  marginMs = 30,
): Int16Array {
  const window = Math.max(1, Math.round(sampleRate * 0.005));
  let first = -1;
  let last = -1;
  for (let start = 0; start < samples.length; start += window) {
    const end = Math.min(samples.length, start + window);
    if (levelDbfs(samples, start, end) > thresholdDbfs) {
      if (first < 0) first = start;
      last = end;
    }
  }
  if (first < 0) return samples.subarray(0, 0);
  const margin = Math.round((sampleRate * marginMs) / 1000);
  return samples.subarray(Math.max(0, first - margin), Math.min(samples.length, last + margin));
}
