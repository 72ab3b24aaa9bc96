import { useState } from 'react';
import type { Loadable } from '@admin-hub/ui/LoadableContent';
import { isSessionEndedError } from '../api/sessionEndedError.ts';
import { useLoadRetry } from './useLoadRetry.ts';

/**
 * The parts of an RTK Query hook result a view reads. `currentData` rather than `data`: RTK's
 * `data` is the last result of any arguments, so after moving to another company or search it
 * would still show (and count) the previous one's rows.
 */
export interface QueryState<T> {
  currentData?: T | undefined;
  isError: boolean;
  error?: unknown;
  isFetching?: boolean;
  /** The request on its way or last sent (RTK's hook result has it): whose retries to tell. */
  requestId?: string | undefined;
  refetch: () => unknown;
}

interface Kept<T> {
  key: string;
  data: T;
}

/**
 * A query as the one `Loadable` that pages, cards and dialogs render. With `keepKey`, the last loaded
 * answer stays on screen (marked refreshing) while another is fetched under the same key, e.g.
 * the next page of the same search; under a new key (a new search) it is dropped, so nothing
 * on screen (rows, count, pager) belongs to an earlier question. A failure shows no data, except
 * one for an ended session: the page stays as it was (with an open dialog and what was typed in
 * it) under the session-ended prompt, and the read is sent again once signed in (sessionSlice).
 * Loading after a failed attempt, it says which attempt is on its way (`retrying`).
 */
export function useQueryView<T>(query: QueryState<T>, keepKey?: string): Loadable<T> {
  const { currentData, isError, isFetching = false } = query;
  const retrying = useLoadRetry(query.requestId);
  const [kept, setKept] = useState<Kept<T> | undefined>(undefined);
  // Remembered from the render that showed it (React's pattern for state derived from props).
  if (keepKey !== undefined && currentData !== undefined) {
    if (kept?.data !== currentData || kept.key !== keepKey)
      setKept({ key: keepKey, data: currentData });
  }

  const keepsPage = isSessionEndedError(query.error) && currentData !== undefined;
  if (isError && !keepsPage) return { status: 'failed', retry: () => void query.refetch() };
  if (currentData !== undefined)
    return { status: 'loaded', data: currentData, refreshing: isFetching };
  if (isFetching && keepKey !== undefined && kept?.key === keepKey) {
    return { status: 'loaded', data: kept.data, refreshing: true };
  }
  return retrying === undefined ? { status: 'loading' } : { status: 'loading', retrying };
}
