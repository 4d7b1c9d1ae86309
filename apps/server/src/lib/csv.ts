// CSV for spreadsheets (RFC 4180): fields quoted when they hold a quote, comma or line break,
// quotes doubled, CRLF between records. A cell that a spreadsheet would run as a formula
// (starting with =, +, -, @, or a tab or carriage return) gets a leading apostrophe (OWASP's
// advice against CSV injection), so visitor text is always shown, never evaluated.

/** A cell value; null and undefined become empty cells. */
export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as CSV text. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ending with CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
