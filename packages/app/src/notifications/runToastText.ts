import { showToast } from './showToast.ts';
import type { ToastRequest } from './showToast.ts';

/** The runs that report their end with one toast. */
export type RunKind =
  | 'sendInviteEmail'
  | 'sendPasswordResetEmail'
  | 'deleteUser'
  /** Invite Users: one invite (and its permissions) per row of a list. */
  | 'createUser'
  /** Every page of a list fetched to select all its rows. */
  | 'selectAll'
  /** Every page of a list fetched and saved as CSV. */
  | 'export';

/** How a run ended, counted over all its items (users, or pages of an export). */
export interface RunOutcome {
  kind: RunKind;
  succeeded: number;
  failed: number;
  /** Cancelled before their turn. */
  notStarted: number;
  /** What the items or rows are, for the toast ('users', 'companies'). */
  noun: string;
  /** An export's rows saved. */
  rows?: number;
  /**
   * Cancel was pressed, even if every item had started by then: a cancelled export saves
   * nothing, however many of its pages arrived.
   */
  cancelled?: boolean;
}

type RunToast = ToastRequest;

const count = (n: number, noun: string) => `${n} ${n === 1 ? noun.replace(/s$/, '') : noun}`;

/** Per run: the words for all done, for some failed, and for the ones a cancel left out. */
const WORDING: Record<
  Exclude<RunOutcome['kind'], 'export' | 'selectAll'>,
  { done: (n: string) => string; failed: (f: number, of: string) => string; left: string }
> = {
  sendInviteEmail: {
    done: (n) => `Invite email sent successfully to ${n}`,
    failed: (f, of) => `Error sending invite email to ${f} of ${of}`,
    left: 'not sent',
  },
  sendPasswordResetEmail: {
    done: (n) => `Password reset email sent successfully to ${n}`,
    failed: (f, of) => `Error sending password reset email to ${f} of ${of}`,
    left: 'not sent',
  },
  deleteUser: {
    done: (n) => `${n} deleted`,
    failed: (f, of) => `Error deleting ${f} of ${of}`,
    left: 'not deleted',
  },
  createUser: {
    done: (n) => `${n} created`,
    failed: (f, of) => `Error creating ${f} of ${of}`,
    left: 'not invited',
  },
};

/**
 * The one toast of a run (issue 17: one toast for the whole run, not one per item). The words
 * follow spec §8's single-call toasts, with the counts; a cancel says how many were left out.
 * Undefined when the run is silent (selecting all rows that loaded, like any load).
 */
export function runToastText(outcome: RunOutcome): RunToast | undefined {
  const { kind, succeeded, failed, notStarted, noun } = outcome;
  const type = failed > 0 ? 'error' : 'success';
  if (kind === 'selectAll') {
    // Loading is silent when it works; a failure reads as the list's own load error (spec §8).
    return failed > 0 ? { type, message: `Error loading ${noun}` } : undefined;
  }
  if (kind === 'export') {
    const pages = succeeded + failed + notStarted;
    const left = notStarted > 0 ? `; ${notStarted} not loaded (cancelled)` : '';
    if (failed > 0)
      return {
        type,
        message: `Error exporting ${noun}: ${count(failed, 'pages')} of ${pages} could not be loaded${left}`,
      };
    if (notStarted > 0 || outcome.cancelled)
      return { type, message: `Export of ${noun} cancelled: no file saved` };
    return { type, message: `Exported ${count(outcome.rows ?? 0, noun)}` };
  }
  const words = WORDING[kind];
  const attempted = succeeded + failed;
  if (attempted === 0)
    return { type, message: `${count(notStarted, noun)} ${words.left} (cancelled)` };
  const main =
    failed > 0 ? words.failed(failed, count(attempted, noun)) : words.done(count(succeeded, noun));
  const left = notStarted > 0 ? `; ${notStarted} ${words.left} (cancelled)` : '';
  return { type, message: `${main}${left}` };
}

/**
 * The one toast of a run's end, as the action that raises it through the toast listener (the
 * run's single calls raise none: they are dispatched untracked, `RUN_CALL`); null when silent.
 */
export function runEndToast(outcome: RunOutcome) {
  const toast = runToastText(outcome);
  return toast ? showToast(toast) : null;
}
