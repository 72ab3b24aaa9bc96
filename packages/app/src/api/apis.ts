import type { Dispatch } from '@reduxjs/toolkit';
import { contentApi } from './contentApi.ts';
import { mainApi } from './mainApi.ts';
import { schedulerApi } from './schedulerApi.ts';

/**
 * The app's RTK Query APIs, one per backend: the store mounts each of them, the toast listener
 * hears each of them, and a change of identity resets each of them. A new backend is added here.
 */
export const APIS = [mainApi, contentApi, schedulerApi] as const;

type Api = (typeof APIS)[number];

/**
 * The store's reducers: one per API, under its `reducerPath`. (RTK's combineSlices would do it
 * too, for about 0.3 kB gzip more on the first screen's budget.)
 */
export const apisReducers = Object.fromEntries(
  APIS.map((api) => [api.reducerPath, api.reducer]),
) as {
  [A in Api as A['reducerPath']]: A['reducer'];
};

/** Every API's middleware, in the order of `APIS`. */
export const apisMiddleware = APIS.map((api) => api.middleware);

/**
 * Drops every cached answer of every API. Each mounted query then loads again, so a screen shows
 * what the identity now signed in may see (after emulation starts or ends), never the previous
 * identity's data.
 */
export function resetApis(dispatch: Dispatch): void {
  for (const api of APIS) dispatch(api.util.resetApiState());
}
