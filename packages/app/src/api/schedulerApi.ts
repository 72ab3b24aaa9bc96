import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './baseQuery.ts';
import { SESSION_ENDED_TAG } from './tags.ts';

/** The scheduler API (scheduler signs and per-sign permissions); endpoints are injected per entity. */
export const schedulerApi = createApi({
  reducerPath: 'schedulerApi',
  baseQuery: createBaseQuery('scheduler'),
  tagTypes: ['SchedulerSign', 'SignPermission', SESSION_ENDED_TAG],
  endpoints: () => ({}),
  // A list that failed while offline loads again when the connection returns (setupListeners).
  refetchOnReconnect: true,
});
