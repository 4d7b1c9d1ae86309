/**
 * Serialises query parameters the way the platform's generated clients do: arrays as repeated
 * keys, dates as ISO-8601, booleans and numbers as plain strings, `undefined`/`null` left out.
 * Returns '' or a string starting with '?'.
 */
export function stringifyQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const key of Object.keys(query)) {
    const value = query[key];
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(scalar(item))}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function scalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
