/*
 * CSV as Excel opens it (docs/decisions/068-business-money.md): UTF-8 with a byte-order mark,
 * so Cyrillic is not read as Windows-1251; CRLF line ends; every cell quoted with inner quotes
 * doubled. A cell that a spreadsheet would run as a formula (starting with =, +, -, @, a tab or
 * a carriage return) gets a leading apostrophe, OWASP's advice against CSV injection: a
 * viewer's name or a staff reason is never executed on a finance computer. Numbers are written
 * as numbers, so a refund's minus sign stays a minus.
 */

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | null;

export function csvCell(value: CsvCell): string {
  if (value === null) return '""';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '""';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
