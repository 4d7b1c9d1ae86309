import { describe, expect, it } from 'vitest';
import { formatTime } from './admin-ui.tsx';

describe('formatTime', () => {
  it('writes a time as Date#toLocaleString does, with one formatter for every call', () => {
    for (const iso of ['2026-11-25T10:11:12Z', '2026-01-02T23:59:59.500Z']) {
      expect(formatTime(iso)).toBe(new Date(iso).toLocaleString());
    }
  });

  it('writes a dash for no time', () => {
    expect(formatTime(null)).toBe('—');
  });
});
