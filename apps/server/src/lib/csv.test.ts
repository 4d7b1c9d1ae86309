import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.ts';

describe('csv', () => {
  it('quotes fields holding quotes, commas or line breaks and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
  });

  it.each([
    ['a leading space', ' =1+1'],
    ['leading white space of every kind', '\u00a0\u2003\u3000\n\v\f\ufeff=1+1'],
    ['a full-width equals sign', '＝1+1'],
    ['a full-width plus sign', '＋1'],
    ['a full-width minus sign', '－1'],
    ['a full-width at sign', '＠SUM(A1)'],
    ['a small equals sign', '﹦1+1'],
    ['a right-to-left override', '\u202e=1+1'],
    [
      'every bidi control, then a space',
      '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c =1',
    ],
    ['a bidi control after a space', ' \u2067@x'],
  ])('neutralises a formula behind %s', (_case, text) => {
    const cell = csvCell(text);
    expect(cell.startsWith("'") || cell.startsWith(`"'`)).toBe(true);
    // The text itself is kept as it was, after the apostrophe.
    expect(cell.replace(/^"?'/, '').replace(/"$/, '')).toBe(text);
  });

  it('leaves ordinary text alone, white space and bidi controls included', () => {
    expect(csvCell(' hello')).toBe(' hello');
    expect(csvCell('\u202eolleh')).toBe('\u202eolleh');
    expect(csvCell('Ada = Lovelace')).toBe('Ada = Lovelace');
    expect(csvCell('ｔｅｘｔ')).toBe('ｔｅｘｔ');
    expect(csvCell('   ')).toBe('   ');
    expect(csvCell('')).toBe('');
  });

  it('writes numbers, dates and empty cells as they are', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(csvRow(['a', 1, null, 'ü'])).toBe('a,1,,ü\r\n');
  });
});
