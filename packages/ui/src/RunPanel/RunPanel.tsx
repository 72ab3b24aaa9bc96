import { memo, useId, useMemo } from 'react';
import { ScrollRegion } from '../ScrollRegion/ScrollRegion.tsx';
import { taskBatches, useGrowingCount } from '../tasks/useGrowingCount.ts';
import { useFocusKept } from '../hooks/useFocusKept.ts';
import { formatCount } from '@admin-hub/domain/formatCount';

/** Where one item of a run ended, or why it never went. */
export type RunRowStatus = 'succeeded' | 'failed' | 'skipped' | 'notStarted';

export interface RunRow {
  key: string;
  /** The item as people know it, e.g. a user's email or 'Page 3'. */
  label: string;
  status: RunRowStatus;
  /** Why it failed or was skipped: the rule's or the call's exact message. */
  reason?: string;
}

/** 'cancelledLate': Cancel came when every call had already started, so it stopped nothing. */
export type RunPanelStatus = 'running' | 'cancelling' | 'finished' | 'cancelled' | 'cancelledLate';

const LATE_CANCEL = 'Every call had started before Cancel; nothing was left to stop.';

export interface RunPanelProps {
  /** What runs, e.g. 'Send invite emails'. */
  title: string;
  status: RunPanelStatus;
  /** Items of the pass under way, settled so far, and failed among them. */
  total: number;
  done: number;
  failed: number;
  /** Plural noun of the items, e.g. 'users' or 'pages'. */
  unit: string;
  /** Column heading of the items in the summary, e.g. 'User'. */
  itemHeading?: string;
  /** How each outcome reads, e.g. `{ succeeded: 'Sent' }`. */
  statusLabels?: Partial<Record<RunRowStatus, string>>;
  /** Every item's outcome, shown once the run has stopped. */
  rows?: readonly RunRow[];
  onCancel: () => void;
  /** Offered once stopped with failures: runs the failed items again. */
  onRetryFailed?: () => void;
  /** Offered once cancelled with items never started: runs exactly those. */
  onContinue?: () => void;
  /**
   * The run's verb for that offer, before 'the N' and the not-started label: 'Send to' gives
   * 'Send to the 68 not sent'.
   */
  continueVerb?: string;
  onClose: () => void;
  /**
   * Focus the panel as it appears: it is the next thing to do (a bulk action's run after its
   * confirmation, which took the focus with it). An export leaves focus on its button.
   */
  takeFocus?: boolean;
}

const DEFAULT_LABELS: Record<RunRowStatus, string> = {
  succeeded: 'Done',
  failed: 'Failed',
  skipped: 'Skipped',
  notStarted: 'Not started',
};

const ORDER: RunRowStatus[] = ['failed', 'skipped', 'notStarted', 'succeeded'];

/** Rows of the summary rendered per task: a thousand at once would block input for long. */
const SUMMARY_ROWS_PER_TASK = 100;

/**
 * A run over many items (a bulk action, an export's pages) while it runs: a progress bar, 'done
 * of total', failures so far and Cancel, which starts nothing new while the calls in flight
 * finish. Once stopped: the count of each outcome, a table of every item's outcome with the
 * reason of each failure or skip (problems first), the offer of the items a cancel left ('Send to
 * the 68 not sent'), 'Retry failed' and Close; focus stays in the panel as its buttons change,
 * and Close hands it to the place the panel leaves.
 * Not a dialog: the page stays usable while it runs. (Plain buttons with Bootstrap's classes: an
 * export loads this without the rest of react-bootstrap.)
 */
export function RunPanel({
  title,
  status,
  total,
  done,
  failed,
  unit,
  itemHeading = 'Item',
  statusLabels,
  rows = [],
  onCancel,
  onRetryFailed,
  onContinue,
  continueVerb = 'Continue with',
  onClose,
  takeFocus = false,
}: RunPanelProps) {
  const headingId = useId();
  // Kept while the summary grows batch by batch, so the batches already in are not rendered again.
  const labels = useMemo(() => ({ ...DEFAULT_LABELS, ...statusLabels }), [statusLabels]);
  const stopped = status === 'finished' || status === 'cancelled' || status === 'cancelledLate';
  const progress = `${formatCount(done)} of ${formatCount(total)} ${unit} done`;
  const failures = `${formatCount(failed)} failed`;
  const notStarted = stopped ? rows.filter((row) => row.status === 'notStarted').length : 0;
  const offers = {
    continue:
      onContinue && notStarted > 0
        ? {
            label: `${continueVerb} the ${formatCount(notStarted)} ${labels.notStarted.toLowerCase()}`,
            onSelect: onContinue,
          }
        : undefined,
    retryFailed: stopped && rows.some((row) => row.status === 'failed') ? onRetryFailed : undefined,
  };
  const panel = useFocusKept<HTMLElement>(
    `${status} ${String(!!offers.continue)} ${String(!!offers.retryFailed)}`,
    { takeFocus },
  );
  return (
    <section ref={panel} className="ah-run card" aria-labelledby={headingId} tabIndex={-1}>
      <div className="card-body">
        <h2 id={headingId} className="h5 mb-2">
          {title}
          {status === 'cancelled' && (
            <span className="fw-normal text-body-secondary">: cancelled</span>
          )}
        </h2>
        {status === 'cancelledLate' && <p className="small mb-2">{LATE_CANCEL}</p>}
        {stopped ? (
          <RunSummary
            rows={rows}
            labels={labels}
            itemHeading={itemHeading}
            onContinue={offers.continue}
            onRetryFailed={offers.retryFailed}
            onClose={onClose}
          />
        ) : (
          <>
            <div
              className="progress"
              role="progressbar"
              aria-label={`${title}: progress`}
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={done}
              aria-valuetext={`${progress}, ${failures}`}
            >
              <div
                className="progress-bar"
                style={{ width: `${total === 0 ? 0 : (100 * done) / total}%` }}
              />
            </div>
            <div className="d-flex flex-wrap align-items-center gap-3 mt-2">
              <span className="small ah-run__count">{progress}</span>
              <span className={`small ${failed > 0 ? 'text-danger' : 'text-body-secondary'}`}>
                {failures}
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary ms-auto"
                disabled={status === 'cancelling'}
                onClick={onCancel}
              >
                {status === 'cancelling' ? 'Cancelling…' : 'Cancel'}
              </button>
            </div>
            {status === 'cancelling' && (
              <p className="small text-body-secondary mt-2 mb-0">
                Nothing new starts; the calls under way finish first.
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function RunSummary({
  rows,
  labels,
  itemHeading,
  onContinue,
  onRetryFailed,
  onClose,
}: {
  rows: readonly RunRow[];
  labels: Record<RunRowStatus, string>;
  itemHeading: string;
  onContinue?: { label: string; onSelect: () => void };
  onRetryFailed?: () => void;
  onClose: () => void;
}) {
  const ordered = useMemo(
    () => ORDER.flatMap((status) => rows.filter((row) => row.status === status)),
    [rows],
  );
  const counts = ORDER.map(
    (status) => [status, ordered.filter((row) => row.status === status).length] as const,
  )
    .filter(([, n]) => n > 0)
    .map(([status, n]) => `${labels[status]}: ${formatCount(n)}`);
  const [shown] = useGrowingCount(ordered.length, {
    first: SUMMARY_ROWS_PER_TASK,
    step: SUMMARY_ROWS_PER_TASK,
  });
  return (
    <>
      <p className="mb-2" aria-live="polite">
        {counts.join(' · ')}
      </p>
      {ordered.length > 0 && (
        <ScrollRegion
          className="ah-run__table"
          label={`Outcome of each ${itemHeading.toLowerCase()}`}
        >
          <table
            className="table table-sm mb-0 ah-stack-table"
            aria-busy={shown < ordered.length || undefined}
          >
            <thead>
              <tr>
                <th scope="col">{itemHeading}</th>
                <th scope="col">Outcome</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {taskBatches(shown, SUMMARY_ROWS_PER_TASK, SUMMARY_ROWS_PER_TASK).map(
                ([start, end]) => (
                  <SummaryRows
                    key={start}
                    rows={ordered}
                    start={start}
                    end={end}
                    labels={labels}
                    itemHeading={itemHeading}
                  />
                ),
              )}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <div className="d-flex flex-wrap gap-2 justify-content-end mt-3">
        {onContinue && (
          <button type="button" className="btn btn-sm btn-primary" onClick={onContinue.onSelect}>
            {onContinue.label}
          </button>
        )}
        {onRetryFailed && (
          <button type="button" className="btn btn-sm btn-primary" onClick={onRetryFailed}>
            Retry failed
          </button>
        )}
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </>
  );
}

/** One batch of the summary's rows: rendered once, not again with each batch that follows. */
const SummaryRows = memo(function SummaryRows({
  rows,
  start,
  end,
  labels,
  itemHeading,
}: {
  rows: readonly RunRow[];
  start: number;
  end: number;
  labels: Record<RunRowStatus, string>;
  itemHeading: string;
}) {
  return (
    <>
      {rows.slice(start, end).map((row) => (
        <tr key={row.key}>
          <td data-label={itemHeading} className="text-break">
            {row.label}
          </td>
          <td data-label="Outcome" className={row.status === 'failed' ? 'text-danger' : undefined}>
            {labels[row.status]}
          </td>
          <td data-label="Reason">{row.reason}</td>
        </tr>
      ))}
    </>
  );
});
