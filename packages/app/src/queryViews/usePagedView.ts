import { useEffect, useEffectEvent } from 'react';
import type { Paged } from '@admin-hub/domain/entities';
import type { Loadable } from '@admin-hub/ui/LoadableContent';
import { useQueryView, type QueryState } from './useQueryView.ts';

export interface PagedView<T> {
  view: Loadable<Paged<T>>;
  /** The page of the rows on screen; the one asked for may still be on its way. */
  shownPage: number;
  /** The page asked for while its answer is on its way, else undefined. */
  loadingPage: number | undefined;
}

/**
 * A paged question on screen (the admin lists, Activity): its one loading shape, the rows of one
 * question kept while another of its pages loads (`key`: the question without its page), the page
 * on its way for the pager to mark, and an address past the end (a stale link, or rows deleted
 * meanwhile) moved to the last page.
 */
export function usePagedView<T>(
  query: QueryState<Paged<T>>,
  key: string,
  page: number,
  setPage: (page: number) => void,
): PagedView<T> {
  const view = useQueryView(query, key);
  const shown = view.status === 'loaded' ? view.data : undefined;
  const shownPage = shown?.meta.current_page ?? page;
  const loadingPage =
    view.status === 'loaded' && view.refreshing && page !== shownPage ? page : undefined;
  const lastPage = shown?.meta.last_page;
  // Moved once per page and last page, whatever `setPage`'s identity: a caller's inline setter
  // (Activity's) would otherwise ask again at every render until the address has changed.
  const moveTo = useEffectEvent((last: number) => setPage(last));
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) moveTo(lastPage);
  }, [page, lastPage]);
  return { view, shownPage, loadingPage };
}
