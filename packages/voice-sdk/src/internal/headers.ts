/** Headers as the SDK assembles them: lower-case names, `null` meaning "do not send". */
export type HeaderInput = Record<string, string | null | undefined> | undefined;

/**
 * Merges header sets left to right, case-insensitively; a later `null` removes an earlier
 * value and `undefined` leaves it alone. The result is a plain object `fetch` accepts.
 */
export function mergeHeaders(...sources: HeaderInput[]): Record<string, string> {
  const merged: Record<string, string | null> = {};
  for (const source of sources) {
    if (!source) continue;
    for (const name of Object.keys(source)) {
      const value = source[name];
      if (value !== undefined) merged[name.toLowerCase()] = value;
    }
  }
  const result: Record<string, string> = {};
  for (const name of Object.keys(merged)) {
    const value = merged[name];
    if (typeof value === 'string') result[name] = value;
  }
  return result;
}
