import type { User } from '@admin-hub/domain/entities';
import { runEnded } from '../../../api/runEnded.ts';
import type { AppDispatch } from '../../../store/createAppStore.ts';
import { csvFileName, csvText, saveCsv } from '../../export/csv.ts';
import { USER_COLUMNS } from '../../export/userColumns.ts';

/** Saves the selected users as CSV: they are all here already, no page to fetch. */
export function exportUserSelection(selected: readonly User[], dispatch: AppDispatch): void {
  void csvText(USER_COLUMNS, selected).then((text) => {
    saveCsv(csvFileName('selected users'), text);
    // Saved at once, in one step: the end of a run of one, for the same toast as an export's.
    const outcome = { kind: 'export', noun: 'users', rows: selected.length } as const;
    dispatch(
      runEnded({ outcome: { ...outcome, succeeded: 1, failed: 0, notStarted: 0 }, changes: [] }),
    );
  });
}
