import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { BULK_PAGE_SIZE } from '@admin-hub/domain/constants';
import { sendOwned } from '../../api/ownedCalls.ts';
import { requestPage } from '../../api/requestPage.ts';
import type { PagedEndpoint } from '../../api/requestPage.ts';
import type { StepResult } from './runItems.ts';

/** The page numbers of a list of `total` rows, `perPage` a page: at least page 1. */
const pageNumbers = (total: number, perPage: number): number[] =>
  Array.from({ length: Math.max(1, Math.ceil(total / perPage)) }, (_, index) => index + 1);

/** A list whose every page a run fetches: its query as on screen and its row count. */
export interface EveryPageOf<Args extends { page: number; perPage: number }, T> {
  endpoint: PagedEndpoint<Args, T>;
  /** The list's query as on screen (search, sort, company); its page and page size are replaced. */
  args: Args;
  total: number;
  /** A failed page's reason, as the run's summary shows it. */
  reasonOf: (error: unknown) => string;
  /** Rows a page; `BULK_PAGE_SIZE` unless a test wants smaller pages. */
  perPage?: number;
}

export interface EveryPage<T> {
  /** The run's items: every page number of the list. */
  pages: number[];
  /** A run's step: fetches one page (the run's own call, not toasted) and keeps its rows. */
  step: (page: number) => Promise<StepResult>;
  /** Every row fetched so far, in page order. */
  rows: () => T[];
}

/**
 * Every page of a list, for a run that needs all its rows ('Select all N', an export): the pages
 * a run goes through, a few at a time and in any order, and the rows they bring; a page retried
 * after a failure fills its gap. The one place such a run builds its requests.
 */
export function collectEveryPage<Args extends { page: number; perPage: number }, T>(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  { endpoint, args, total, reasonOf, perPage = BULK_PAGE_SIZE }: EveryPageOf<Args, T>,
): EveryPage<T> {
  const fetched = new Map<number, readonly T[]>();
  return {
    pages: pageNumbers(total, perPage),
    step: async (page) => {
      const request = requestPage(endpoint, { ...args, perPage }, page, { subscribe: false });
      const { data, error } = await sendOwned(dispatch, 'run', request);
      if (data === undefined) return { ok: false, reason: reasonOf(error) };
      fetched.set(page, data.data);
      return { ok: true };
    },
    rows: () =>
      [...fetched.keys()].sort((a, b) => a - b).flatMap((page) => fetched.get(page) ?? []),
  };
}
