// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeWrapper } from '../testing/storeWrapper.tsx';
import { useQueryView } from './useQueryView.ts';
import type { QueryState } from './useQueryView.ts';

afterEach(cleanup);

interface Answer {
  total: number;
}
const EVERYONE: Answer = { total: 1500 };
const MEGAPLEX: Answer = { total: 215 };

const state = (overrides: Partial<QueryState<Answer>> = {}): QueryState<Answer> => ({
  currentData: undefined,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  ...overrides,
});

/** A hook whose query state and keep key the test moves on, render by render. */
const renderView = (initial: { query: QueryState<Answer>; keepKey?: string }) =>
  renderHook(({ query, keepKey }) => useQueryView(query, keepKey), {
    initialProps: initial,
    wrapper: storeWrapper(),
  });

describe('useQueryView', () => {
  it('is loading before the first answer, then loaded', () => {
    const { result, rerender } = renderView({ query: state({ isFetching: true }) });
    expect(result.current).toEqual({ status: 'loading' });
    rerender({ query: state({ currentData: EVERYONE }) });
    expect(result.current).toEqual({ status: 'loaded', data: EVERYONE, refreshing: false });
  });

  it('shows no earlier answer once a new search has failed', () => {
    const { result, rerender } = renderView({
      query: state({ currentData: EVERYONE }),
      keepKey: '',
    });
    // RTK keeps `data` (1500) while `currentData` for the new search is empty.
    rerender({ query: state({ isFetching: true }), keepKey: 'Megaplex' });
    expect(result.current).toEqual({ status: 'loading' });
    rerender({ query: state({ isError: true }), keepKey: 'Megaplex' });
    expect(result.current.status).toBe('failed');
    rerender({ query: state({ currentData: MEGAPLEX }), keepKey: 'Megaplex' });
    expect(result.current).toEqual({ status: 'loaded', data: MEGAPLEX, refreshing: false });
  });

  it('keeps the rows of the same search on screen while its next page loads', () => {
    const { result, rerender } = renderView({
      query: state({ currentData: MEGAPLEX }),
      keepKey: 'Megaplex',
    });
    rerender({ query: state({ isFetching: true }), keepKey: 'Megaplex' });
    expect(result.current).toEqual({ status: 'loaded', data: MEGAPLEX, refreshing: true });
  });

  it('keeps nothing without a key (a company page never shows another company)', () => {
    const { result, rerender } = renderView({ query: state({ currentData: EVERYONE }) });
    rerender({ query: state({ isFetching: true }) });
    expect(result.current).toEqual({ status: 'loading' });
  });

  it('fails even when an earlier answer of the same search is kept, and retries on request', () => {
    const refetch = vi.fn();
    const { result, rerender } = renderView({
      query: state({ currentData: MEGAPLEX }),
      keepKey: 'Megaplex',
    });
    rerender({ query: state({ isError: true, refetch }), keepKey: 'Megaplex' });
    const view = result.current;
    if (view.status !== 'failed') throw new Error(`expected failed, got ${view.status}`);
    view.retry();
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps the page as it was when its read is refused for an ended session, not for another 4xx', () => {
    const { result, rerender } = renderView({ query: state({ currentData: EVERYONE }) });
    // RTK keeps the entry's answer in `currentData` when the same read is sent again and fails.
    rerender({ query: state({ currentData: EVERYONE, isError: true, error: { status: 401 } }) });
    expect(result.current).toEqual({ status: 'loaded', data: EVERYONE, refreshing: false });
    rerender({ query: state({ currentData: EVERYONE, isError: true, error: { status: 403 } }) });
    expect(result.current.status).toBe('failed');
  });
});
