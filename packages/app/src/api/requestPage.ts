import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Paged } from '@admin-hub/domain/entities';

/** The arguments every paged list query of spec §7 takes. */
interface PageArgs {
  page: number;
  perPage: number;
}

/** An RTK Query call for one page of a list, as its `initiate` returns it. */
type PageCall<T> = PromiseLike<{ data?: Paged<T>; error?: unknown }> & {
  requestId: string;
};

/** A paged list query (`getUsers`, `getCompanies`), as far as a reader of its pages uses it. */
export interface PagedEndpoint<Args extends PageArgs, T> {
  initiate: (
    args: Args,
    options?: { subscribe?: boolean },
  ) => ThunkAction<PageCall<T>, unknown, unknown, UnknownAction>;
}

/** The query of page `page` of the list `args` asks for. */
export const pageArgs = <Args extends PageArgs>(args: Args, page: number): Args => ({
  ...args,
  page,
});

/**
 * The request for page `page` of the list `args` asks for (its search, sort, company and page
 * size). Every reader of a list's further pages builds it here: a company's page subscribing to
 * each of them, and the runs that collect them (Select all, the export), so where their queries
 * agree they meet in one cache entry.
 */
export const requestPage = <Args extends PageArgs, Request>(
  endpoint: { initiate: (args: Args, options?: { subscribe?: boolean }) => Request },
  args: Args,
  page: number,
  options?: { subscribe?: boolean },
): Request => endpoint.initiate(pageArgs(args, page), options);
