import { describe, expect, it } from 'vitest';
import { quoteAround } from './quote.ts';

describe('a quote around a theme', () => {
  it('is the whole answer when it is short', () => {
    expect(quoteAround('  Open source, mostly. ', 2, 13)).toBe('Open source, mostly.');
  });

  it('cuts a long answer between words around the theme, at most the limit, with ellipses', () => {
    const before = 'word '.repeat(60);
    const after = ' more'.repeat(60);
    const answer = `${before}machine learning${after}`;
    const start = before.length;
    const quote = quoteAround(answer, start, start + 'machine learning'.length);
    expect(quote.length).toBeLessThanOrEqual(120);
    expect(quote).toContain('machine learning');
    expect(quote).toMatch(/^…word .* more…$/u);
    expect(quote).not.toMatch(/…(ord|ore)/u);
  });

  it('keeps the start or the end of the answer when the theme is near it', () => {
    const answer = `Open source ${'and more '.repeat(30)}end`;
    const first = quoteAround(answer, 0, 11);
    expect(first.startsWith('Open source')).toBe(true);
    expect(first.endsWith('…')).toBe(true);
    const last = quoteAround(answer, answer.length - 3, answer.length);
    expect(last.startsWith('…')).toBe(true);
    expect(last.endsWith('end')).toBe(true);
    expect(last.length).toBeLessThanOrEqual(120);
  });
});
