import { addListener } from '@reduxjs/toolkit';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { RouterContextProvider, createContext } from 'react-router-dom';
import type { LoaderFunction, LoaderFunctionArgs, Params } from 'react-router-dom';
import type { AuthId } from '@admin-hub/domain/entities';
import { canAccessRoute } from '@admin-hub/domain/routeAccess';
import type { RouteId } from '@admin-hub/domain/routeAccess';
import type { Role } from '@admin-hub/domain/roles';
import { usersApi } from '../api/index.ts';
import { sendOwned } from '../api/ownedCalls.ts';
import type { AppDispatch, AppStore } from '../store/createAppStore.ts';

/** What a navigation's loaders request through: the session's store, as the identity `sub`. */
interface RouteSession {
  store: AppStore;
  sub: AuthId | undefined;
  /**
   * Only a load's first navigation asks for its route's data: on a later one the screen that
   * shows the route is already there to ask, and data asked here as well could fail before the
   * screen subscribed and then again for the screen (two toasts for one failure).
   */
  withData: boolean;
}

const routeSession = createContext<RouteSession>();

/**
 * The router's `getContext` for a session: each navigation's loaders get the store and the
 * identity, and whether the navigation is the load's first (the step from `/` to home is not).
 */
export function routeSessionContexts(
  store: AppStore,
  sub: AuthId | undefined,
): () => RouterContextProvider {
  let navigations = 0;
  return () =>
    new RouterContextProvider(
      new Map([[routeSession, { store, sub, withData: navigations++ === 0 }]]),
    );
}

// Without the middleware future flag, the router types its context loosely.
const sessionOf = ({ context }: LoaderFunctionArgs): RouteSession =>
  (context as RouterContextProvider).get(routeSession);

const getMe = usersApi.endpoints.getMe;

/**
 * The signed-in critical path, the session route's loader (the first one runs as soon as the
 * router exists, which is once the access token does): the current user (GET /users/me) is
 * requested at once. The route's screen code is the router's to fetch (the route's `lazy`).
 */
export const currentUserData: LoaderFunction = (args) => {
  const { store, sub } = sessionOf(args);
  // The same cache entry as useCurrentUser's, which subscribes to it.
  if (sub) void store.dispatch(getMe.initiate(sub, { subscribe: false }));
  return null;
};

// Requested ahead of the screen, which subscribes when it mounts; until then nobody waits on
// them, so a failure stays silent and the screen reports its own ('routeData' calls, released
// when the screen is there: RequireRole).
export const AHEAD = { subscribe: false } as const;

/** Sends a route's first request as the route data's own, until its screen is there. */
export const ahead = <Call extends PromiseLike<unknown> & { requestId: string }>(
  dispatch: AppDispatch,
  request: ThunkAction<Call, unknown, unknown, UnknownAction>,
): void => void sendOwned(dispatch, 'routeData', request);

type FirstRequests = (dispatch: AppDispatch, url: URL, params: Params) => void;

/**
 * The loader of route `routeId` that sends `request`, the data its screen asks for first (on
 * the load's first navigation only: `withData`). The data waits for the role: it is requested only for a role the route allows (a base
 * user at /admin/companies sends no companies request), by a store listener on /users/me's
 * answer. That listener runs as the answer is dispatched, before React renders the screen it
 * lets through, so the screen finds its data on its way (no request of its own after it mounts).
 */
export function firstDataOf(routeId: RouteId, request: FirstRequests): LoaderFunction {
  return (args) => {
    const { store, sub, withData } = sessionOf(args);
    // Without an identity there is no current user, so no role the route could allow.
    if (!withData || !sub) return null;
    const requestFor = (role: Role) => {
      if (canAccessRoute(role, routeId)) request(store.dispatch, args.url, args.params);
    };
    const known = getMe.select(sub)(store.getState()).data;
    if (known) {
      requestFor(known.role);
      return null;
    }
    // On the answer, not on any settling: the guard's own GET /users/me (useCurrentUser), sent
    // while the loader's is on its way, settles at once as a rejection (RTK Query's
    // deduplication). After a failed answer the guard shows no route; if a later one lets it
    // through, the data goes then. Dispatched, the listener joins the store's listener
    // middleware (RTK's addListener).
    store.dispatch(
      addListener({
        matcher: (action) => getMe.matchFulfilled(action),
        effect: (action, listenerApi) => {
          if (action.meta.arg.originalArgs !== sub) return;
          listenerApi.unsubscribe();
          requestFor(action.payload.role);
        },
      }),
    );
    return null;
  };
}
