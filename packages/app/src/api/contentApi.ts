import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './baseQuery.ts';
import { SESSION_ENDED_TAG } from './tags.ts';

/** The content API ({product} accounts of companies); endpoints are injected per entity. */
export const contentApi = createApi({
  reducerPath: 'contentApi',
  baseQuery: createBaseQuery('content'),
  tagTypes: ['ContentCompany', SESSION_ENDED_TAG],
  endpoints: () => ({}),
  // A list that failed while offline loads again when the connection returns (setupListeners).
  refetchOnReconnect: true,
});
