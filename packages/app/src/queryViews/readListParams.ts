/** A list page's sort options (e.g. USER_SORTS); the first is the default. */
export type SortOptions<K extends string> = readonly [{ key: K }, ...{ key: K }[]];

/** What a list page shows, as its address says it (`?search=&sort=&page=`). */
export interface ListParamValues<K extends string> {
  search: string;
  sort: K;
  /** From 1. */
  page: number;
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
