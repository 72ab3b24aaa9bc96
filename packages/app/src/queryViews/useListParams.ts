import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListParams } from './readListParams.ts';
import type { ListParamValues, SortOptions } from './readListParams.ts';

export interface ListParams<K extends string> extends ListParamValues<K> {
  /** A new search starts again at page 1 (spec §4). */
  setSearch: (search: string) => void;
  /** A new order starts again at page 1: page 3 of another order means nothing. */
  setSort: (sort: K) => void;
  setPage: (page: number) => void;
}

/**
 * Search, sort and page of a list page, kept in the address (`?search=&sort=&page=`) so that
 * reload, back and a shared link show the same rows. Defaults are left out of the address.
 */
export function useListParams<K extends string>(sorts: SortOptions<K>): ListParams<K> {
  const [address, setParams] = useSearchParams();
  const defaultSort = sorts[0].key;

  const update = useCallback(
    (changes: Record<string, string | null>, replace: boolean) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  // Typing replaces the history entry (no entry per keystroke pause); paging and sorting add one so Back returns.
  const setSearch = useCallback(
    (search: string) => update({ search: search.trim() === '' ? null : search, page: null }, true),
    [update],
  );
  const setSort = useCallback(
    (next: K) => update({ sort: next === defaultSort ? null : next, page: null }, false),
    [update, defaultSort],
  );
  const setPage = useCallback(
    (page: number) => update({ page: page <= 1 ? null : String(page) }, false),
    [update],
  );

  return {
    ...readListParams(address, sorts),
    setSearch,
    setSort,
    setPage,
  };
}
