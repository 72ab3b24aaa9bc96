/** How many single calls of a run are in flight at once: enough to be quick, few enough to be kind. */
const RUN_CONCURRENCY = 4;

/** One item's answer: done, or failed with a reason a person can read. */
export type StepResult = { ok: true } | { ok: false; reason: string };

/** Where an item of a run ended; 'notStarted' when the run was cancelled before its turn. */
type ItemStatus = 'succeeded' | 'failed' | 'notStarted';

export interface ItemOutcome<T> {
  item: T;
  status: ItemStatus;
  /** Why it failed (failed only). */
  reason?: string;
}

export interface RunItemsOptions {
  concurrency?: number;
  /** Once aborted no new item starts; those in flight finish and keep their outcome. */
  signal?: AbortSignal;
  /** After each item settles, with the count settled so far and the failures among them. */
  onSettled?: (progress: { settled: number; failed: number }) => void;
}

/** The reason of a step that threw instead of answering: a failed row, never a lost run. */
const reasonOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Unexpected error';

/**
 * Runs `step` on every item, at most `concurrency` at a time, in the items' order, and resolves
 * with every item's outcome in that order once the last one in flight has settled. Nothing
 * rejects: a step that fails or throws is that item's failure. No React and no store here, so
 * every bulk action, export and later list import runs on this one loop.
 */
export async function runItems<T>(
  items: readonly T[],
  step: (item: T) => Promise<StepResult>,
  { concurrency = RUN_CONCURRENCY, signal, onSettled }: RunItemsOptions = {},
): Promise<ItemOutcome<T>[]> {
  const outcomes: ItemOutcome<T>[] = items.map((item) => ({ item, status: 'notStarted' }));
  let next = 0;
  let settled = 0;
  let failed = 0;

  const worker = async () => {
    while (next < items.length && !signal?.aborted) {
      const outcome = outcomes[next++]!;
      let result: StepResult;
      try {
        result = await step(outcome.item);
      } catch (error) {
        result = { ok: false, reason: reasonOf(error) };
      }
      if (result.ok) {
        outcome.status = 'succeeded';
      } else {
        outcome.status = 'failed';
        outcome.reason = result.reason;
        failed += 1;
      }
      settled += 1;
      onSettled?.({ settled, failed });
    }
  };

  const workers = Math.max(1, Math.min(concurrency, items.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return outcomes;
}
