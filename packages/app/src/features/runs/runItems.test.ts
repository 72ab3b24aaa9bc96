import { describe, expect, it } from 'vitest';
import { runItems } from './runItems.ts';
import type { StepResult } from './runItems.ts';

/** A step whose calls the test settles by hand, recording how many run at once. */
function controlledStep() {
  const pending = new Map<number, (result: StepResult) => void>();
  const started: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const step = (item: number) =>
    new Promise<StepResult>((resolve) => {
      started.push(item);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      pending.set(item, (result) => {
        inFlight -= 1;
        pending.delete(item);
        resolve(result);
      });
    });
  const settle = async (item: number, result: StepResult = { ok: true }) => {
    pending.get(item)!(result);
    // Lets the worker take its next item.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { step, started, settle, pending, maxInFlight: () => maxInFlight };
}

const ITEMS = [1, 2, 3, 4, 5, 6];

describe('runItems', () => {
  it('keeps at most `concurrency` steps in flight and starts them in order', async () => {
    const calls = controlledStep();
    const run = runItems(ITEMS, calls.step, { concurrency: 2 });
    await Promise.resolve();
    expect(calls.started).toEqual([1, 2]);
    await calls.settle(2);
    expect(calls.started).toEqual([1, 2, 3]);
    for (const item of [1, 3, 4, 5, 6]) await calls.settle(item);
    const outcomes = await run;
    expect(calls.maxInFlight()).toBe(2);
    expect(outcomes.map(({ item, status }) => [item, status])).toEqual(
      ITEMS.map((item) => [item, 'succeeded']),
    );
  });

  it('makes a failing or throwing step that item’s failure, and the run goes on', async () => {
    const progress: [number, number][] = [];
    const outcomes = await runItems(
      ITEMS,
      (item) => {
        if (item === 2) return Promise.resolve({ ok: false, reason: 'Error sending invite email' });
        if (item === 4) return Promise.reject(new Error('Network down'));
        return Promise.resolve({ ok: true });
      },
      { onSettled: ({ settled, failed }) => progress.push([settled, failed]) },
    );
    expect(outcomes.filter(({ status }) => status === 'succeeded')).toHaveLength(4);
    expect(outcomes[1]).toEqual({
      item: 2,
      status: 'failed',
      reason: 'Error sending invite email',
    });
    expect(outcomes[3]).toEqual({ item: 4, status: 'failed', reason: 'Network down' });
    expect(progress).toHaveLength(6);
    expect(progress.at(-1)).toEqual([6, 2]);
  });

  it('on abort starts nothing new, lets the steps in flight finish, and marks the rest not started', async () => {
    const calls = controlledStep();
    const controller = new AbortController();
    const run = runItems(ITEMS, calls.step, { concurrency: 2, signal: controller.signal });
    await Promise.resolve();
    await calls.settle(1);
    expect(calls.started).toEqual([1, 2, 3]);
    controller.abort();
    await calls.settle(2, { ok: false, reason: 'Error deleting user' });
    await calls.settle(3);
    const outcomes = await run;
    expect(calls.started).toEqual([1, 2, 3]);
    expect(outcomes.map(({ status }) => status)).toEqual([
      'succeeded',
      'failed',
      'succeeded',
      'notStarted',
      'notStarted',
      'notStarted',
    ]);
  });

  it('resolves at once for no items', async () => {
    await expect(runItems([], () => Promise.resolve({ ok: true }))).resolves.toEqual([]);
  });
});
