// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Paged } from '@admin-hub/domain/entities';
import { storeWrapper } from '../testing/storeWrapper.tsx';
import { usePagedView } from './usePagedView.ts';

/** Page `current` of a list of `lastPage` pages, one row each. */
const pageOf = (current: number, lastPage: number): Paged<number> => ({
  data: [current],
  meta: {
    current_page: current,
    first_page: 1,
    first_page_url: '/?page=1',
    last_page: lastPage,
    last_page_url: `/?page=${lastPage}`,
    next_page_url: null,
    per_page: 1,
    previous_page_url: null,
    total: lastPage,
  },
});

describe('usePagedView', () => {
  it('marks the page asked for while it is on its way, over the rows on screen', () => {
    const setPage = vi.fn();
    // One answer, as RTK Query keeps it: the view remembers the rows it showed by identity.
    const query = { currentData: pageOf(1, 3), isError: false, isFetching: true, refetch: vi.fn() };
    const { result } = renderHook(() => usePagedView(query, 'question', 2, setPage), {
      wrapper: storeWrapper(),
    });
    expect(result.current).toMatchObject({ shownPage: 1, loadingPage: 2 });
    expect(setPage).not.toHaveBeenCalled();
  });

  it('moves an address past the end (a stale link, entries gone) to the last page', () => {
    const setPage = vi.fn();
    const query = { currentData: pageOf(2, 2), isError: false, refetch: vi.fn() };
    renderHook(() => usePagedView(query, 'question', 5, setPage), { wrapper: storeWrapper() });
    expect(setPage).toHaveBeenCalledWith(2);
  });

  it('asks for the last page once, though the caller passes a new setter at every render', () => {
    const setPage = vi.fn<(page: number) => void>();
    const query = { currentData: pageOf(2, 2), isError: false, refetch: vi.fn() };
    const { rerender } = renderHook(
      () => usePagedView(query, 'question', 5, (next) => setPage(next)),
      { wrapper: storeWrapper() },
    );
    rerender();
    rerender();
    expect(setPage).toHaveBeenCalledTimes(1);
  });
});
