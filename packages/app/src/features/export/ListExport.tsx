import { useEffect, useRef } from 'react';
import { RunPanel } from '@admin-hub/ui/RunPanel';
import { useAppDispatch } from '../../store/appHooks.ts';
import { collectEveryPage } from '../runs/collectEveryPage.ts';
import type { EveryPageOf } from '../runs/collectEveryPage.ts';
import { countOutcomes, pageRows } from '../runs/runRows.ts';
import { runPanelProgress, useRun } from '../runs/useRun.ts';
import { csvFileName, csvText, saveCsv } from './csv.ts';
import type { CsvColumns } from './csv.ts';

export interface ListExportProps<Args extends { page: number; perPage: number }, T> extends Pick<
  EveryPageOf<Args, T>,
  'endpoint' | 'args' | 'total' | 'reasonOf'
> {
  /** The list as its file and toast name it, e.g. 'users', 'Acme Signs users'. */
  list: string;
  /** Plural noun of the rows, e.g. 'users', 'companies'. */
  noun: string;
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
 * the pages that failed, 'Load the 4 not loaded' those a cancel left. Starts when it mounts.
 */
export function ListExport<Args extends { page: number; perPage: number }, T>({
  list,
  noun,
  endpoint,
  args,
  total,
  reasonOf,
  columns,
  shown,
  onDone,
}: ListExportProps<Args, T>) {
  const dispatch = useAppDispatch();
  const run = useRun<number>();
  const { start } = run;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pages = collectEveryPage(dispatch, { endpoint, args, total, reasonOf });
    start(pages.pages, {
      kind: 'export',
      noun,
      step: pages.step,
      // A cancel saves nothing, even when the pages in flight were the last ones.
      endHeedsCancel: true,
      onEnd: async ({ outcomes, cancelled }) => {
        const counts = countOutcomes(outcomes);
        const complete = !cancelled && counts.failed === 0 && counts.notStarted === 0;
        const rows = shown ? shown(pages.rows()) : pages.rows();
        const report = { ...counts, rows: rows.length };
        if (!complete) return report;
        saveCsv(csvFileName(list), await csvText(columns, rows));
        onDone();
        return report;
      },
    });
  }, [args, columns, dispatch, endpoint, list, noun, onDone, reasonOf, shown, start, total]);

  if (!run.state) return null;
  return (
    <RunPanel
      title={`Export ${noun}`}
      {...runPanelProgress(run.state, run)}
      unit="pages"
      itemHeading="Page"
      statusLabels={{ succeeded: 'Loaded', notStarted: 'Not loaded' }}
      continueVerb="Load"
      rows={pageRows(run.state.outcomes)}
      onClose={onDone}
    />
  );
}
