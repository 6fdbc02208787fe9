/**
 * CSV (RFC 4180) for spreadsheets. A cell a spreadsheet would run as a formula (starting with
 * = + - @, or a tab or carriage return that hides one) is prefixed with an apostrophe, so an
 * audit record's text can never execute in the reader's spreadsheet.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
