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
  // What a page shows is read again when its window or tab comes back into view (another admin
  // may have changed it meanwhile), and when the connection returns (a list that failed offline
  // loads again): setupListeners. A form keeps what was typed (ModalForm starts once per
  // opening), and a selection is kept by id.
  refetchOnFocus: true,
  refetchOnReconnect: true,
});
