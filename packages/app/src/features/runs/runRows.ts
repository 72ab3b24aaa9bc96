import type { RunRow } from '@admin-hub/ui/RunPanel';
import type { ItemOutcome } from './runItems.ts';

/** How many items of a pass succeeded, failed and never started (for the run's one toast). */
export function countOutcomes(outcomes: readonly ItemOutcome<unknown>[]) {
  const counts = { succeeded: 0, failed: 0, notStarted: 0 };
  for (const { status } of outcomes) counts[status] += 1;
  return counts;
}

/** A run over a list's pages as the summary's rows: 'Page 3', and why it could not be loaded. */
export const pageRows = (outcomes: readonly ItemOutcome<number>[]): RunRow[] =>
  outcomes.map(({ item, status, reason }) => ({
    key: String(item),
    label: `Page ${item}`,
    status,
    reason,
  }));
