import { formatCount } from '@admin-hub/domain/formatCount';
import { RunPanel } from '@admin-hub/ui/RunPanel';
import { pageRows } from '../../runs/runRows.ts';
import { runPanelProgress } from '../../runs/useRun.ts';
import type { SelectAllPages } from './useSelectAllPages.ts';

export interface SelectAllPagesPanelProps {
  selectAll: SelectAllPages;
}

const PAGE_LABELS = { succeeded: 'Loaded', notStarted: 'Not loaded' } as const;

/** 'Select all N' while its pages load, and what failed (it selects nothing then). */
export function SelectAllPagesPanel({ selectAll: { run, total } }: SelectAllPagesPanelProps) {
  if (!run.state) return null;
  return (
    <RunPanel
      title={`Selecting all ${total !== undefined ? formatCount(total) : ''} users`}
      {...runPanelProgress(run.state, run)}
      unit="pages"
      itemHeading="Page"
      statusLabels={PAGE_LABELS}
      continueVerb="Load"
      rows={pageRows(run.state.outcomes)}
      onClose={run.close}
    />
  );
}
