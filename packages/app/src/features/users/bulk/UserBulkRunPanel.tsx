import { useMemo } from 'react';
import { BULK_USER_ACTION_LABELS } from '@admin-hub/domain/bulkUserActions';
import type { SortedSelection } from '@admin-hub/domain/bulkUserActions';
import type { User } from '@admin-hub/domain/entities';
import { RunPanel } from '@admin-hub/ui/RunPanel';
import type { RunRow } from '@admin-hub/ui/RunPanel';
import type { BulkUserAction } from '@admin-hub/domain/bulkUserActions';
import type { ItemOutcome } from '../../runs/runItems.ts';
import { runPanelProgress } from '../../runs/useRun.ts';
import type { Run } from '../../runs/useRun.ts';

export interface UserBulkRunPanelProps {
  run: Run<User>;
  /** The action of the run and the users its rule skipped. */
  current: { action: BulkUserAction; skipped: SortedSelection<User>['skipped'] };
  onClose: () => void;
}

/** How each action's outcomes read, and its verb for the ones a cancel left ('Send to the 68 not sent'). */
const OUTCOME_WORDS = {
  sendInviteEmail: { labels: { succeeded: 'Sent', notStarted: 'Not sent' }, verb: 'Send to' },
  sendPasswordResetEmail: {
    labels: { succeeded: 'Sent', notStarted: 'Not sent' },
    verb: 'Send to',
  },
  delete: { labels: { succeeded: 'Deleted', notStarted: 'Not deleted' }, verb: 'Delete' },
} as const;

/**
 * A bulk action's run: its progress, Cancel, and summary with 'Retry failed' and, after a cancel,
 * the offer of the users it did not reach (the selection was cleared when the run began).
 */
export function UserBulkRunPanel({ run, current, onClose }: UserBulkRunPanelProps) {
  const rows = useMemo(
    () => (run.state ? summaryRows(run.state.outcomes, current.skipped) : []),
    [current, run.state],
  );
  if (!run.state) return null;
  return (
    <RunPanel
      title={BULK_USER_ACTION_LABELS[current.action]}
      {...runPanelProgress(run.state, run)}
      unit="users"
      itemHeading="User"
      statusLabels={OUTCOME_WORDS[current.action].labels}
      continueVerb={OUTCOME_WORDS[current.action].verb}
      rows={rows}
      onClose={onClose}
      // Confirm closed the dialog and the selection's bar with it: the run is what comes next.
      takeFocus
    />
  );
}

/** The summary: every user the run went to, then each one the rules skipped, with the reason. */
function summaryRows(
  outcomes: readonly ItemOutcome<User>[],
  skipped: SortedSelection<User>['skipped'],
): RunRow[] {
  return [
    ...outcomes.map(({ item, status, reason }) => ({
      key: item.id,
      label: item.email,
      status,
      reason,
    })),
    ...skipped.map(({ user, message }) => ({
      key: user.id,
      label: user.email,
      status: 'skipped' as const,
      reason: message,
    })),
  ];
}
