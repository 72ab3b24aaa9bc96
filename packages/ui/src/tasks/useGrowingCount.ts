import { useEffect, useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { nextTask } from './nextTask.ts';

export interface GrowingCountOptions {
  /** The count before it grows (the rows rendered at once). */
  first: number;
  /** Added per task. */
  step: number;
  /** Grows only while true (a list expanded); it holds its count meanwhile. */
  growing?: boolean;
}

/**
 * How many of `whole` rows to render: `first`, then `step` more per task (`nextTask`) until all
 * are in, so a long list never holds the main thread for long. The setter moves the count (a
 * list folded back, a row to reach); the count returned is at most `whole`.
 */
export function useGrowingCount(
  whole: number,
  { first, step, growing = true }: GrowingCountOptions,
): [count: number, setCount: Dispatch<SetStateAction<number>>] {
  const [count, setCount] = useState(first);
  const grows = growing && count < whole;
  useEffect(() => {
    if (!grows) return;
    let dropped = false;
    void nextTask().then(() => {
      if (!dropped) setCount((current) => current + step);
    });
    return () => {
      dropped = true;
    };
  }, [grows, count, step]);
  return [Math.min(count, whole), setCount];
}

/**
 * The rows `[start, end)` of each task's batch when `shown` rows are in: the first `first` rows,
 * then `step` per batch. A list renders each batch as its own memoised part, so a batch renders
 * once, not again with each batch that follows.
 */
export function taskBatches(shown: number, first: number, step: number): [number, number][] {
  const batches: [number, number][] = [[0, Math.min(first, shown)]];
  for (let start = first; start < shown; start += step)
    batches.push([start, Math.min(start + step, shown)]);
  return batches;
}
