import { useCallback, useEffect, useRef, useState } from 'react';
import { runEnded, runSender } from '../../api/runEnded.ts';
import type { RunChange, RunKind, RunOutcome, RunSend } from '../../api/runEnded.ts';
import { useAppDispatch } from '../../store/appHooks.ts';
import { runItems } from './runItems.ts';
import { countOutcomes } from './runRows.ts';
import type { ItemOutcome, StepResult } from './runItems.ts';

/**
 * 'cancelledLate': Cancel came when every call of the pass had already started, so it stopped
 * nothing (unless the run's end heeds a cancel, `endHeedsCancel`).
 */
type RunStatus = 'running' | 'cancelling' | 'finished' | 'cancelled' | 'cancelledLate';

/** The items a run can be run again for: those that failed, or those a cancel left unstarted. */
type RunAgainStatus = 'failed' | 'notStarted';

export interface RunState<T> {
  status: RunStatus;
  /** Items of the pass under way (a pass run again holds only the failed or unstarted ones). */
  total: number;
  settled: number;
  failed: number;
  /** Every item's outcome, retries merged in; final once the run has stopped. */
  outcomes: readonly ItemOutcome<T>[];
}

interface RunEnd<T> {
  /** Every item's outcome, retries merged in. */
  outcomes: readonly ItemOutcome<T>[];
  /** The items of the pass that just ended, with their outcomes. */
  pass: readonly ItemOutcome<T>[];
  cancelled: boolean;
}

/** What a run's end says beyond its pass's counts (an export's rows), or other counts. */
type RunEndReport = Partial<Omit<RunOutcome, 'kind' | 'noun'>>;

/** What a run is, what it does with each item, and what it does once a pass has ended. */
interface RunHandlers<T> {
  /** Names the run's one toast (`runToastText`). */
  kind: RunKind;
  /** What the items are, for that toast ('users', 'pages'). */
  noun: string;
  /** One item's work; a change goes out through `send`, which the pass's end refreshes once. */
  step: (item: T, send: RunSend) => Promise<StepResult>;
  /**
   * Cancel stops what the pass does at its end (an export's file is not saved), so a cancel
   * after every call had started still stopped something: 'cancelled', never 'cancelledLate'.
   */
  endHeedsCancel?: boolean;
  /**
   * Once per pass (the first, and each run again), before the pass's end is raised
   * (`runEnded`: its one toast and its one refresh); what it returns amends the toast's counts.
   */
  onEnd?: (end: RunEnd<T>) => void | RunEndReport | Promise<void | RunEndReport>;
}

export interface Run<T> {
  /** Null before the first start and after `close`. */
  state: RunState<T> | null;
  start: (items: readonly T[], handlers: RunHandlers<T>) => void;
  /** Starts no further item; those in flight finish. */
  cancel: () => void;
  /**
   * Runs again, with the same handlers, the items whose outcome is `status`: 'failed' ('Retry
   * failed'), or 'notStarted' (those a cancel left before their turn). An item with another
   * outcome is never called again.
   */
  runAgain: (status: RunAgainStatus) => void;
  close: () => void;
}

/**
 * Progress reaches the screen at most this often: a render per settled call made a run of 1500
 * calls take 18 s instead of 5 s, with tasks of 50 to 110 ms while it ran.
 */
const PROGRESS_INTERVAL_MS = 100;

const active = (state: RunState<unknown> | null) =>
  state?.status === 'running' || state?.status === 'cancelling';

/**
 * A run over items (`runItems`) as React state: progress while it runs, every item's outcome
 * afterwards, Cancel, and running again the items that failed or that a cancel left. Leaving the
 * page cancels it: the calls in flight finish, no new one starts.
 */
export function useRun<T>(): Run<T> {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<RunState<T> | null>(null);
  const controller = useRef<AbortController | null>(null);
  const handlers = useRef<RunHandlers<T> | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // After the task: StrictMode's trial unmount is followed by a remount at once, which must
      // not cancel a run that started on mount (an export).
      setTimeout(() => {
        if (!mounted.current) controller.current?.abort();
      }, 0);
    };
  }, []);

  const runPass = useCallback(
    (items: readonly T[], earlier: readonly ItemOutcome<T>[], given: RunHandlers<T>) => {
      const { kind, noun, step, onEnd } = given;
      const changes: RunChange[] = [];
      const send = runSender(dispatch, changes);
      const abort = new AbortController();
      controller.current = abort;
      setState({
        status: 'running',
        total: items.length,
        settled: 0,
        failed: 0,
        outcomes: earlier,
      });
      let progress: { settled: number; failed: number } | null = null;
      let ended = false;
      const showProgress = () => {
        const shown = progress;
        progress = null;
        if (shown && !ended) setState((current) => current && { ...current, ...shown });
      };
      void runItems(items, (item) => step(item, send), {
        signal: abort.signal,
        onSettled: (latest) => {
          if (progress === null) setTimeout(showProgress, PROGRESS_INTERVAL_MS);
          progress = latest;
        },
      }).then((pass) => {
        ended = true;
        const retried = new Map(pass.map((outcome) => [outcome.item, outcome]));
        const outcomes =
          earlier.length === 0
            ? pass
            : earlier.map((outcome) => retried.get(outcome.item) ?? outcome);
        const cancelled = abort.signal.aborted;
        if (controller.current === abort) controller.current = null;
        const settled = pass.filter(({ status }) => status !== 'notStarted');
        // Nothing starts once cancelled: with no item left unstarted, every call had begun.
        const late = cancelled && settled.length === pass.length && !given.endHeedsCancel;
        setState(
          (current) =>
            current && {
              ...current,
              status: late ? 'cancelledLate' : cancelled ? 'cancelled' : 'finished',
              settled: settled.length,
              failed: settled.filter(({ status }) => status === 'failed').length,
              outcomes,
            },
        );
        void Promise.resolve(onEnd?.({ outcomes, pass, cancelled })).then((report) => {
          const outcome = { kind, noun, ...countOutcomes(pass), cancelled, ...report };
          dispatch(runEnded({ outcome, changes }));
        });
      });
    },
    [dispatch],
  );

  const start = useCallback(
    (items: readonly T[], given: RunHandlers<T>) => {
      handlers.current = given;
      runPass(items, [], given);
    },
    [runPass],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    setState((current) =>
      current?.status === 'running' ? { ...current, status: 'cancelling' } : current,
    );
  }, []);

  const runAgain = useCallback(
    (status: RunAgainStatus) => {
      if (state === null || active(state) || handlers.current === null) return;
      const again = state.outcomes
        .filter((outcome) => outcome.status === status)
        .map(({ item }) => item);
      if (again.length > 0) runPass(again, state.outcomes, handlers.current);
    },
    [runPass, state],
  );

  const close = useCallback(() => {
    controller.current?.abort();
    setState(null);
  }, []);

  return { state, start, cancel, runAgain, close };
}

/** Whether any of these runs is under way (a second one waits until it ends). */
export const anyActive = (...states: (RunState<unknown> | null)[]) => states.some(active);

/**
 * What `RunPanel` shows of a started run, the same for every run: its progress, Cancel, 'Retry
 * failed' and the offer of what a cancel left. The caller adds what differs (title, unit,
 * labels, the offer's verb, rows, Close).
 */
export const runPanelProgress = <T>(
  state: RunState<T>,
  run: Pick<Run<T>, 'cancel' | 'runAgain'>,
) => ({
  status: state.status,
  total: state.total,
  done: state.settled,
  failed: state.failed,
  onCancel: run.cancel,
  onRetryFailed: () => run.runAgain('failed'),
  onContinue: () => run.runAgain('notStarted'),
});
