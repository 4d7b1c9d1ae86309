import { describe, expect, it } from 'vitest';
import { parseRange } from './byte-range.ts';

describe('parseRange', () => {
  it('reads a closed, an open and a suffix range', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ kind: 'part', first: 0, last: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ kind: 'part', first: 900, last: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ kind: 'part', first: 900, last: 999 });
  });

  it('clips a range that runs past the end, and a suffix longer than the file', () => {
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ kind: 'part', first: 990, last: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ kind: 'part', first: 0, last: 999 });
  });

  it('finds a range that starts past the end unsatisfiable', () => {
    expect(parseRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('serves the whole file for no, malformed, reversed or multiple ranges', () => {
    for (const header of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'items=0-1',
      'bytes=5-2',
      'bytes=0-1,5-6',
    ]) {
      expect(parseRange(header, 1000)).toEqual({ kind: 'whole' });
    }
  });
});
