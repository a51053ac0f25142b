/**
 * CSV for spreadsheets (RFC 4180): every cell quoted, quotes doubled, rows ended with CRLF. A cell
 * that starts like a formula (=, +, -, @, or a tab or carriage return before one) is prefixed
 * with a quote, so a spreadsheet shows it as text instead of running it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
