import { nextTask } from '@admin-hub/ui/tasks';

/** A CSV's columns: each header and how a row fills it. */
export type CsvColumns<T> = readonly (readonly [header: string, cell: (row: T) => string])[];

/** So spreadsheet programs read the file as UTF-8 (accents, Chinese names). */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * Records quoted per task: 10,000 users quoted at once held the main thread for up to 60 ms; a
 * tenth of that each leaves the page free to paint and answer between them.
 */
export const CSV_ROWS_PER_TASK = 1000;

/**
 * The file's text: a header row, then one record per row, quoted as RFC 4180 says (CRLF between
 * records) by papaparse, which also neutralises formula injection (OWASP): a cell starting with
 * =, +, -, @, tab or carriage return gets a leading apostrophe. papaparse loads with the first
 * export, not with the list.
 */
export async function csvText<T>(columns: CsvColumns<T>, rows: readonly T[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const options = { escapeFormulae: true, newline: '\r\n' } as const;
  const parts = [Papa.unparse([columns.map(([header]) => header)], options)];
  for (let start = 0; start < rows.length; start += CSV_ROWS_PER_TASK) {
    if (start > 0) await nextTask();
    const records = rows
      .slice(start, start + CSV_ROWS_PER_TASK)
      .map((row) => columns.map(([, cell]) => cell(row)));
    parts.push(Papa.unparse(records, options));
  }
  return `${BYTE_ORDER_MARK}${parts.join('\r\n')}\r\n`;
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** 'users-2026-01-15.csv', 'acme-signs-users-2026-01-15.csv': the list, then the local date. */
export function csvFileName(list: string, now: Date = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `${slug(list)}-${day}.csv`;
}

/** Hands the text to the browser as a download. */
export function saveCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // After the click's task: the download has taken the URL by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
