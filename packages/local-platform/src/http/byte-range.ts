/** What a `Range` header asks of a file of known size. */
export type RangeRequest =
  { kind: 'whole' } | { kind: 'part'; first: number; last: number } | { kind: 'unsatisfiable' };

/**
 * Reads a `Range` header (RFC 9110 §14) for a file of `size` bytes: `bytes=a-b`, `bytes=a-` and
 * the suffix form `bytes=-n`. A header that is absent, malformed, not in bytes or asks for
 * several ranges is answered with the whole file (which the RFC allows: a server may ignore
 * Range); a range that starts past the end is unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return { kind: 'whole' };
  const [, start = '', end = ''] = match;
  if (start === '' && end === '') return { kind: 'whole' };
  if (start === '') {
    const suffix = Number(end);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', first: Math.max(0, size - suffix), last: size - 1 };
  }
  const first = Number(start);
  if (first >= size) return { kind: 'unsatisfiable' };
  const last = end === '' ? size - 1 : Math.min(Number(end), size - 1);
  if (last < first) return { kind: 'whole' };
  return { kind: 'part', first, last };
}
