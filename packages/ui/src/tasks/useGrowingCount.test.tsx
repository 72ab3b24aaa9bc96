// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { taskBatches, useGrowingCount } from './useGrowingCount.ts';

/** Runs the next task (and React's work for it). */
const nextTask = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

describe('useGrowingCount', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at its first count, then grows a step per task up to the whole, no further', async () => {
    const { result } = renderHook(() => useGrowingCount(25, { first: 5, step: 8 }));
    expect(result.current[0]).toBe(5);
    await nextTask();
    expect(result.current[0]).toBe(13);
    await nextTask();
    expect(result.current[0]).toBe(21);
    await nextTask();
    expect(result.current[0]).toBe(25);
    await nextTask();
    expect(result.current[0]).toBe(25);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('holds while not growing, and grows on from where its setter put it', async () => {
    const { result, rerender } = renderHook(
      ({ growing }) => useGrowingCount(100, { first: 5, step: 20, growing }),
      { initialProps: { growing: false } },
    );
    await nextTask();
    expect(result.current[0]).toBe(5);
    act(() => result.current[1](50));
    rerender({ growing: true });
    expect(result.current[0]).toBe(50);
    await nextTask();
    expect(result.current[0]).toBe(70);
  });

  it('grows again when the whole grows (more rows arrive)', async () => {
    const { result, rerender } = renderHook(
      ({ whole }) => useGrowingCount(whole, { first: 10, step: 10 }),
      { initialProps: { whole: 10 } },
    );
    await nextTask();
    expect(result.current[0]).toBe(10);
    rerender({ whole: 30 });
    await nextTask();
    expect(result.current[0]).toBe(20);
  });

  it('adds one step per task, though the count moved before the task came', async () => {
    const { result } = renderHook(() => useGrowingCount(100, { first: 5, step: 20 }));
    // The step planned from 5 is dropped; one step from 50 follows.
    act(() => result.current[1](50));
    await nextTask();
    expect(result.current[0]).toBe(70);
  });
});

describe('taskBatches', () => {
  it('cuts the first rows, then a step per batch, the last one short', () => {
    expect(taskBatches(47, 5, 20)).toEqual([
      [0, 5],
      [5, 25],
      [25, 45],
      [45, 47],
    ]);
    expect(taskBatches(3, 5, 20)).toEqual([[0, 3]]);
    expect(taskBatches(200, 100, 100)).toEqual([
      [0, 100],
      [100, 200],
    ]);
  });
});
