import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './baseQuery.ts';
import { SESSION_ENDED_TAG } from './tags.ts';

/** The main API (users, companies, sign manufacturers, {product} signs); endpoints are injected per entity. */
export const mainApi = createApi({
  reducerPath: 'mainApi',
  baseQuery: createBaseQuery('main'),
  tagTypes: [
    'Me',
    'User',
    'Company',
    'MfaDevice',
    'SignManufacturer',
    'ContentSign',
    SESSION_ENDED_TAG,
  ],
  endpoints: () => ({}),
  // A list that failed while offline loads again when the connection returns (setupListeners).
  refetchOnReconnect: true,
});
