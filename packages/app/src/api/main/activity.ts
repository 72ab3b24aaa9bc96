import type { ActivityFilters, ActivityPage } from '@admin-hub/domain/activity';
import { api } from '../api.ts';
import { orSessionEnded } from '../tags.ts';

/**
 * Not in spec §9 (issue 36): how long an activity page no screen shows is kept. The record grows
 * with every change anyone makes, so it is kept as briefly as the spec keeps its most changeable
 * reads (a company, its {product} account: 15 s): coming back to a page at once shows it
 * without a wait, and later it is read anew. Every change the app makes refreshes it anyway
 * (changeTags), and a page in view catches up on focus like every other.
 */
const ACTIVITY_CACHE_SECONDS = 15;

/** `GET /activity`'s query: its filters and page (`ActivityFilters`), and a page size. */
export interface GetActivityArgs extends ActivityFilters {
  /** Absent: the API's own (ACTIVITY_PAGE_SIZE), as the screens show it; an export asks for more. */
  perPage?: number;
}

export const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Proposed `GET /activity` (not in the spec): the record of changes, newest first. */
    getActivity: build.query<ActivityPage, GetActivityArgs>({
      extraOptions: { backend: 'main' },
      query: ({ companyId, userId, actorId, kind, from, to, page, perPage }) => ({
        url: 'activity',
        params: { companyId, userId, actorId, kind, from, to, page, perPage },
      }),
      providesTags: orSessionEnded(() => ['Activity' as const]),
      keepUnusedDataFor: ACTIVITY_CACHE_SECONDS,
    }),
  }),
});

/**
 * @public The activity screens (issue 36, built on the branch after this one) read it; nothing
 * here does yet.
 */
export const { useGetActivityQuery } = activityApi;
