import { useEffect, useRef } from 'react';
import { BULK_PAGE_SIZE } from '@admin-hub/domain/constants';
import type { Paged } from '@admin-hub/domain/entities';
import { RunPanel } from '@admin-hub/ui/RunPanel';
import { pageCollector, pageNumbers } from '../runs/pageCollector.ts';
import { countOutcomes, pageRows } from '../runs/runRows.ts';
import { runPanelProgress, useRun } from '../runs/useRun.ts';
import { csvFileName, csvText, saveCsv } from './csv.ts';
import type { CsvColumns } from './csv.ts';

export interface ListExportProps<T> {
  /** The list as its file and toast name it, e.g. 'users', 'Acme Signs users'. */
  list: string;
  /** Plural noun of the rows, e.g. 'users', 'companies'. */
  noun: string;
  /** Rows of the list (its search): every page of them is fetched. */
  total: number;
  /** One page of the list as shown (its search and sort), `BULK_PAGE_SIZE` rows a page. */
  fetchPage: (page: number, perPage: number) => PromiseLike<{ data?: Paged<T>; error?: unknown }>;
  /** A failed page's reason (the list's own load error). */
  reasonOf: (error: unknown) => string;
  columns: CsvColumns<T>;
  /**
   * Of the rows fetched, those the list shows, where it filters in the browser (a company's
   * users searched on its page); taken when the export starts.
   */
  shown?: (rows: readonly T[]) => readonly T[];
  /** The export is over: saved, or closed after a failure or a cancel. */
  onDone: () => void;
}

/**
 * Exports what a list shows (its search and sort) to CSV: every page, a few at a time, with the
 * run's progress and Cancel; the file is saved once every page is in, and 'Retry failed' fetches
 * the pages that failed. Starts when it mounts.
 */
export function ListExport<T>({
  list,
  noun,
  total,
  fetchPage,
  reasonOf,
  columns,
  shown,
  onDone,
}: ListExportProps<T>) {
  const run = useRun<number>();
  const { start } = run;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pages = pageCollector<T>((page) => fetchPage(page, BULK_PAGE_SIZE), reasonOf);
    start(pageNumbers(total, BULK_PAGE_SIZE), {
      kind: 'export',
      noun,
      step: (page) => pages.step(page),
      onEnd: async ({ outcomes, cancelled }) => {
        const counts = countOutcomes(outcomes);
        // A cancel saves nothing, even when the pages in flight were the last ones.
        const complete = !cancelled && counts.failed === 0 && counts.notStarted === 0;
        const rows = shown ? shown(pages.rows()) : pages.rows();
        const report = { ...counts, rows: rows.length };
        if (!complete) return report;
        saveCsv(csvFileName(list), await csvText(columns, rows));
        onDone();
        return report;
      },
    });
  }, [columns, fetchPage, list, noun, onDone, reasonOf, shown, start, total]);

  if (!run.state) return null;
  return (
    <RunPanel
      title={`Export ${noun}`}
      {...runPanelProgress(run.state, run)}
      unit="pages"
      itemHeading="Page"
      statusLabels={{ succeeded: 'Loaded', notStarted: 'Not loaded' }}
      rows={pageRows(run.state.outcomes)}
      onClose={onDone}
    />
  );
}
