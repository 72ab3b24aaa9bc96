import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery.ts';
import { TAG_TYPES } from './tags.ts';

/**
 * The app's one RTK Query API, over the three back-ends (the base query picks each endpoint's):
 * one API, so a change on one back-end refreshes what it alters on another with its own
 * `invalidatesTags`. Endpoints are injected per entity (main/, content/, scheduler/).
 */
export const api = createApi({
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  // A list that failed while offline loads again when the connection returns (setupListeners).
  refetchOnReconnect: true,
});
