// CSV for spreadsheets (RFC 4180): fields quoted when they hold a quote, comma or line break,
// quotes doubled, CRLF between records. A cell that a spreadsheet would run as a formula gets a
// leading apostrophe (OWASP's advice against CSV injection), so visitor text is always shown,
// never evaluated. Spreadsheets trim and fold what they read, so the decision is made on the
// text as they would see it: leading white space of every kind (NBSP included), invisible bidi
// controls and zero-width characters skipped, and the first character NFKC-folded (`＝` is `=`).
// A cell is then a formula when it starts with =, +, - or @, or (as OWASP lists) with a tab or
// carriage return. The cell itself is written as it was, after the apostrophe.

/** A cell value; null and undefined become empty cells. */
export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@]/;
const CONTROL_START = /^[\t\r]/;
/**
 * What a spreadsheet skips before the first character it reads: white space (`\s` is Unicode's,
 * NBSP and U+FEFF included), the bidi controls (LRE…RLO, LRI…PDI, LRM, RLM, ALM) and the
 * zero-width characters (ZWSP, ZWNJ, ZWJ, word joiner).
 */
const INVISIBLE_LEAD = /^[\s\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u200b-\u200d\u2060]+/u;
const NEEDS_QUOTES = /[",\r\n]/;

/** True when a spreadsheet could read `text` as a formula (see the file's comment). */
function looksLikeFormula(text: string): boolean {
  if (CONTROL_START.test(text)) return true;
  const first = text.replace(INVISIBLE_LEAD, '').codePointAt(0);
  return first !== undefined && FORMULA_START.test(String.fromCodePoint(first).normalize('NFKC'));
}

/** One cell as CSV text. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && looksLikeFormula(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ending with CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
