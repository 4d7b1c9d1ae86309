import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../core/error.ts';
import { path } from './path.ts';

describe('path', () => {
  it('percent-encodes each parameter so it stays one segment', () => {
    expect(path`/assistant/${'a/b?c#d'}/version/${7}`).toBe('/assistant/a%2Fb%3Fc%23d/version/7');
  });

  it('throws on an empty, missing, dot or object parameter', () => {
    expect(() => path`/call/${''}`).toThrow(PlatformError);
    expect(() => path`/call/${undefined}`).toThrow(/string or number/);
    expect(() => path`/call/${null}`).toThrow(/got null/);
    expect(() => path`/call/${'..'}`).toThrow(/may not be/);
    expect(() => path`/call/${{ id: 1 }}`).toThrow(PlatformError);
  });
});
