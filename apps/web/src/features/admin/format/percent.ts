/** `part` of `whole` as a whole percentage ("67%"), or null when there is no whole to take it of. */
export function percentOf(part: number, whole: number): string | null {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : null;
}
