/** Cells a spreadsheet would run as a formula start with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell made safe: a leading `'` stops spreadsheets reading it as a formula (cells come from strangers). */
export function neutralise(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** RFC 4180: a cell with a quote, comma or line break is quoted, and its quotes doubled. */
export function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

export type CsvCell = string | number | null;

/**
 * The app's one CSV writer, for spreadsheet apps: UTF-8 byte-order mark (so Excel reads "Köln" and
 * non-Latin names), CRLF line ends, every text cell neutralised and quoted as needed, empty for null.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const line = (cells: readonly CsvCell[]) =>
    cells.map((cell) => (cell === null ? '' : typeof cell === 'number' ? String(cell) : quote(neutralise(cell)))).join(',');
  return `\uFEFF${[header, ...rows].map(line).join('\r\n')}\r\n`;
}

export const CSV_TYPE = 'text/csv;charset=utf-8';

/** Saves text as a file through a temporary link. */
export function downloadText(fileName: string, type: string, text: string) {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Saves a blob as a file through a temporary link. */
export function downloadBlob(fileName: string, blob: Blob) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
