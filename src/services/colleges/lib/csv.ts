/** Cells a spreadsheet would run as a formula start with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell made safe: a leading `'` stops spreadsheets reading it as a formula. */
export function neutralise(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** RFC 4180: a cell with a quote, comma or line break is quoted, and its quotes doubled. */
export function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

export type CsvCell = string | number | null;

/**
 * CSV text for spreadsheet apps: UTF-8 byte-order mark (so Excel reads accents and non-Latin
 * names), CRLF line ends, every text cell neutralised and quoted as needed, empty for null.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const line = (cells: readonly CsvCell[]) =>
    cells.map((cell) => (cell === null ? '' : typeof cell === 'number' ? String(cell) : quote(neutralise(cell)))).join(',');
  return `\uFEFF${[header, ...rows].map(line).join('\r\n')}\r\n`;
}

/** `colleges-tx-texas-austin.csv` from the search's words; plain `colleges.csv` without any. */
export function csvFileName(parts: readonly string[]): string {
  const slug = parts
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug ? `colleges-${slug}.csv` : 'colleges.csv';
}
