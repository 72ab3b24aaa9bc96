import type { PageMeta, Paged } from './entities.ts';

const pageUrl = (baseUrl: string, page: number): string =>
  `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}page=${page}`;

/**
 * The full `meta` of a paged list response (spec §3). The current page is kept within
 * 1..last_page, so an empty result is page 1 of 1 and a page past the end answers the last page:
 * a server slices its data by `meta.current_page`, not by the page asked for.
 * `baseUrl` is the list's address without `page` (its other query parameters are kept).
 */
export function pagedMeta(total: number, page: number, perPage: number, baseUrl: string): PageMeta {
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`Invalid total: ${total}`);
  if (!Number.isInteger(perPage) || perPage < 1)
    throw new RangeError(`Invalid perPage: ${perPage}`);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const requested = Number.isFinite(page) ? Math.trunc(page) : 1;
  const currentPage = Math.min(Math.max(1, requested), lastPage);
  return {
    current_page: currentPage,
    first_page: 1,
    first_page_url: pageUrl(baseUrl, 1),
    last_page: lastPage,
    last_page_url: pageUrl(baseUrl, lastPage),
    next_page_url: currentPage < lastPage ? pageUrl(baseUrl, currentPage + 1) : null,
    per_page: perPage,
    previous_page_url: currentPage > 1 ? pageUrl(baseUrl, currentPage - 1) : null,
    total,
  };
}

/** The page of `items` that `meta` describes. */
const pageOf = <T>(items: readonly T[], meta: PageMeta): T[] =>
  items.slice((meta.current_page - 1) * meta.per_page, meta.current_page * meta.per_page);

/** A paged response over the whole of `items` (already filtered and sorted). */
export function paginate<T>(
  items: readonly T[],
  page: number,
  perPage: number,
  baseUrl: string,
): Paged<T> {
  const meta = pagedMeta(items.length, page, perPage, baseUrl);
  return { data: pageOf(items, meta), meta };
}

/** The default empty result of spec §3 (page 1, total 0), e.g. before the first answer arrives. */
export const emptyPaged = <T>(perPage: number, baseUrl = '/'): Paged<T> => ({
  data: [],
  meta: pagedMeta(0, 1, perPage, baseUrl),
});
