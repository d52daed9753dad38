/**
 * CSV as RFC 4180 writes it (CRLF line ends; a field holding a comma, a double quote, CR or LF is
 * quoted, its quotes doubled), for spreadsheet apps: UTF-8 with a byte order mark, and every cell
 * that starts with =, +, -, @, a tab or CR prefixed with a single quote, so no cell a visitor typed
 * runs as a formula (OWASP "CSV injection").
 */

/** The byte order mark that makes Excel read the file as UTF-8. */
export const CSV_BOM = '\uFEFF'

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

/** A cell's text as a spreadsheet shows it, never run as a formula. */
export function neutralise(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}

/** One field: neutralised, then quoted when RFC 4180 needs it. */
export function csvField(value: string | number | null | undefined): string {
  const text = neutralise(value === null || value === undefined ? '' : String(value))
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One record, ended by CRLF. */
export function csvRow(values: (string | number | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`
}

/** A whole file: the byte order mark, then every row. */
export function toCsv(rows: (string | number | null | undefined)[][]): string {
  return CSV_BOM + rows.map(csvRow).join('')
}
