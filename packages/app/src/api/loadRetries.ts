import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** A read whose last attempt failed and that is being tried again: which attempt comes, of how many. */
export interface LoadRetry {
  /** The attempt on its way (or about to be, after its backoff): 2 after the first failure. */
  attempt: number;
  /** Every attempt the retry policy allows (spec §9: the first and 3 retries). */
  attempts: number;
}

interface LoadRetriesState {
  /** By RTK Query cache key (the base query's documented `queryCacheKey`): the reads being retried. */
  retrying: Record<string, LoadRetry>;
}

const initialState: LoadRetriesState = { retrying: {} };

/**
 * The reads being tried again after a failed attempt, so their views can say so at once
 * instead of a silent skeleton for the whole backoff (issue 35). The base query writes it (it
 * alone sees an attempt fail inside RTK Query's `retry`); an entry leaves when the read
 * settles, succeeded, failed for good or aborted.
 */
export const loadRetriesSlice = createSlice({
  name: 'loadRetries',
  initialState,
  reducers: {
    loadRetrying: (state, { payload }: PayloadAction<{ queryCacheKey: string } & LoadRetry>) => {
      state.retrying[payload.queryCacheKey] = {
        attempt: payload.attempt,
        attempts: payload.attempts,
      };
    },
    loadSettled: (state, { payload }: PayloadAction<string>) => {
      delete state.retrying[payload];
    },
  },
  selectors: {
    selectLoadRetryByCacheKey: (state, queryCacheKey: string): LoadRetry | undefined =>
      state.retrying[queryCacheKey],
  },
});

export const { loadRetrying, loadSettled } = loadRetriesSlice.actions;
export const { selectLoadRetryByCacheKey } = loadRetriesSlice.selectors;
