/**
 * Current-user loading states of spec §4:
 * - `idle`: nobody is signed in yet, nothing is requested;
 * - `loading`: the profile of the signed-in identity is on its way and none is in hand;
 * - `loaded`: a profile is in hand and a refresh of it is on its way (e.g. after emulation);
 * - `complete`: the last load settled, with the profile or with a failure.
 */
export type CurrentUserStatus = 'idle' | 'loading' | 'loaded' | 'complete';

/** The status from the query's flags (RTK Query's `isUninitialized`, `isFetching` and its current data). */
export function currentUserStatus(query: {
  isUninitialized: boolean;
  isFetching: boolean;
  hasProfile: boolean;
}): CurrentUserStatus {
  if (query.isUninitialized) return 'idle';
  if (!query.isFetching) return 'complete';
  return query.hasProfile ? 'loaded' : 'loading';
}
