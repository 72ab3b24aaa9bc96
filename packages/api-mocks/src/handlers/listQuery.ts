import { type Paged, type SortDirection } from '@admin-hub/domain/entities';
import { paginate } from '@admin-hub/domain/pagedMeta';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Sorts by a text key; ties keep a stable order by `tieBreak` so pages never overlap. */
export function sortBy<T>(
  items: T[],
  key: (item: T) => string,
  direction: SortDirection,
  tieBreak: (item: T) => string | number,
): T[] {
  const sign = direction === 'desc' ? -1 : 1;
  return items.sort((a, b) => {
    const order = collator.compare(key(a), key(b));
    if (order !== 0) return sign * order;
    const ta = tieBreak(a);
    const tb = tieBreak(b);
    return ta < tb ? -1 : ta > tb ? 1 : 0;
  });
}

export const sortDirection = (url: URL): SortDirection =>
  url.searchParams.get('direction')?.toLowerCase() === 'desc' ? 'desc' : 'asc';

/** One of `allowed`, or the first when the query names none or an unknown one. */
export const sortField = <F extends string>(url: URL, allowed: readonly F[]): F => {
  const value = url.searchParams.get('sort');
  return allowed.find((field) => field === value) ?? (allowed[0] as F);
};

const positiveInt = (value: string | null, fallback: number, max: number): number => {
  const parsed = Number(value);
  return value !== null && Number.isInteger(parsed) && parsed >= 1
    ? Math.min(parsed, max)
    : fallback;
};

/** The largest page a client may ask for; the company detail page asks for 200 users. */
const MAX_PER_PAGE = 500;

/**
 * Pages `items` by the `page` and `perPage` query parameters, with meta links that keep every
 * other query parameter of the request.
 */
export function pageFromQuery<T, V>(
  url: URL,
  items: readonly T[],
  defaultPerPage: number,
  view: (item: T) => V,
): Paged<V> {
  const page = positiveInt(url.searchParams.get('page'), 1, Number.MAX_SAFE_INTEGER);
  const perPage = positiveInt(url.searchParams.get('perPage'), defaultPerPage, MAX_PER_PAGE);
  const baseUrl = new URL(url);
  baseUrl.searchParams.delete('page');
  const paged = paginate(items, page, perPage, baseUrl.toString());
  return { data: paged.data.map(view), meta: paged.meta };
}
