import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A list page's sort options (e.g. USER_SORTS); the first is the default. */
export type SortOptions<K extends string> = readonly [{ key: K }, ...{ key: K }[]];

/** What a list page shows, as its address says it (`?search=&sort=&page=`). */
export interface ListParamValues<K extends string> {
  search: string;
  sort: K;
  /** From 1. */
  page: number;
}

export interface ListParams<K extends string> extends ListParamValues<K> {
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
 * Search, sort and page read from a list page's address: an unknown sort is the default one, a
 * page that is not a whole number from 1 is page 1. The screen (through `useListParams`) and
 * the route's data requested ahead (routeData) both read the address with this.
 */
export function readListParams<K extends string>(
  address: URLSearchParams,
  sorts: SortOptions<K>,
): ListParamValues<K> {
  const rawSort = address.get('sort');
  return {
    search: address.get('search') ?? '',
    sort: sorts.find(({ key }) => key === rawSort)?.key ?? sorts[0].key,
    page: positiveInteger(address.get('page')),
  };
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
