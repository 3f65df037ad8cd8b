/** One cell of an exported table. */
export type CsvCell = string | number | null;

/** UTF-8 byte order mark: Excel reads the file as UTF-8 only with it (accents). */
export const BOM = '\uFEFF';

function cell(value: CsvCell): string {
  if (value === null) return '';
  let text = String(value);
  // A text that starts like a formula is written as text, so a spreadsheet never runs it.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV text (RFC 4180, CRLF) with the BOM, from a header row and the rows. */
export function buildCsv(headers: string[], rows: CsvCell[][]): string {
  const lines = [headers, ...rows].map((r) => r.map(cell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** A file name without accents or spaces: "citas-por-estado-2026-03-01-a-2026-03-31.csv". */
export function csvFileName(title: string, from: string, to: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}-${from}-a-${to}.csv`;
}

/** Offers the text as a download. */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
