import type { Paged } from '@admin-hub/domain/entities';
import type { StepResult } from './runItems.ts';

/** The page numbers of a list of `total` rows, `perPage` a page: at least page 1. */
export const pageNumbers = (total: number, perPage: number): number[] =>
  Array.from({ length: Math.max(1, Math.ceil(total / perPage)) }, (_, index) => index + 1);

export interface PageCollector<T> {
  /** A run's step: fetches one page and keeps its rows. */
  step: (page: number) => Promise<StepResult>;
  /** Every row fetched so far, in page order. */
  rows: () => T[];
}

/**
 * Collects the rows of every page of a list as a run fetches them, a few pages at a time and in
 * any order; a retried page fills its gap. `fetchPage` answers like an RTK Query `initiate`.
 */
export function pageCollector<T>(
  fetchPage: (page: number) => PromiseLike<{ data?: Paged<T>; error?: unknown }>,
  reasonOf: (error: unknown) => string,
): PageCollector<T> {
  const pages = new Map<number, readonly T[]>();
  return {
    step: async (page) => {
      const { data, error } = await fetchPage(page);
      if (data === undefined) return { ok: false, reason: reasonOf(error) };
      pages.set(page, data.data);
      return { ok: true };
    },
    rows: () => [...pages.keys()].sort((a, b) => a - b).flatMap((page) => pages.get(page) ?? []),
  };
}
