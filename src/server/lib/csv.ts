/**
 * CSV as RFC 4180 writes it (docs/staff/queues.md#csv): fields with a comma, a quote or a line break are quoted,
 * quotes doubled, records end with CRLF. A text cell that a spreadsheet would run as a formula (it starts with
 * = + - @, a tab or a carriage return) is written with a leading apostrophe, so opening the export runs nothing.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A CSV body from a header and rows, as one string (small tables). */
export function csvTable(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return csvRecord(header) + rows.map(csvRecord).join('');
}
