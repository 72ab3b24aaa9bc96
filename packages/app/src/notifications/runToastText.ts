import type { RunOutcome } from '../api/runEnded.ts';
import type { ToastRequest } from './showToast.ts';
import { formatCount } from '@admin-hub/domain/formatCount';

type RunToast = ToastRequest;

const count = (n: number, noun: string) =>
  `${formatCount(n)} ${n === 1 ? noun.replace(/s$/, '') : noun}`;

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
    left: 'not created',
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
        message: `Error exporting ${noun}: ${count(failed, 'pages')} of ${formatCount(pages)} could not be loaded${left}`,
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
