import { isFulfilled, isRejected } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { api } from './api.ts';

/** What the listeners use of an endpoint: RTK Query's documented matchers. */
interface MatchedEndpoint {
  matchFulfilled: (action: unknown) => boolean;
  matchRejected: (action: unknown) => boolean;
}

/** A settled call's action, as RTK Query's endpoint matchers type it. */
export interface SettledCall extends UnknownAction {
  payload: unknown;
  meta: { arg: { originalArgs: unknown }; condition?: boolean; aborted?: boolean };
}

/**
 * The name of the endpoint whose call this action settles, found by the endpoints' own matchers;
 * undefined for any other action. Looked up per action: the endpoints are injected by their own
 * modules, some after the store exists.
 */
export function settledEndpointName(action: UnknownAction): string | undefined {
  if (!(isFulfilled(action) || isRejected(action))) return undefined;
  const endpoints = api.endpoints as unknown as Record<string, MatchedEndpoint>;
  for (const [name, endpoint] of Object.entries(endpoints)) {
    if (endpoint.matchFulfilled(action) || endpoint.matchRejected(action)) return name;
  }
  return undefined;
}
