import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListParams<K extends string> {
  search: string;
  sort: K;
  /** From 1. */
  page: number;
  /** A new search starts again at page 1 (spec §4). */
  setSearch: (search: string) => void;
  /** A new order starts again at page 1: page 3 of another order means nothing. */
  setSort: (sort: K) => void;
  setPage: (page: number) => void;
}

const positiveInteger = (raw: string | null): number => {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : 1;
};

/**
 * Search, sort and page of a list page, kept in the address (`?search=&sort=&page=`) so that
 * reload, back and a shared link show the same rows. Defaults are left out of the address.
 */
export function useListParams<K extends string>(sortKeys: readonly [K, ...K[]]): ListParams<K> {
  const [params, setParams] = useSearchParams();
  const defaultSort = sortKeys[0];
  const rawSort = params.get('sort');
  const sort = sortKeys.find((key) => key === rawSort) ?? defaultSort;

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
    search: params.get('search') ?? '',
    sort,
    page: positiveInteger(params.get('page')),
    setSearch,
    setSort,
    setPage,
  };
}
