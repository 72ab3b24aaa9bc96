import { addListener } from '@reduxjs/toolkit';
import type { AuthId } from '@admin-hub/domain/entities';
import { canAccessRoute } from '@admin-hub/domain/routeAccess';
import type { Role } from '@admin-hub/domain/roles';
import { usersApi } from '../api/index.ts';
import type { AppStore } from '../store/createAppStore.ts';
import { matchAppRoute } from './matchAppRoute.ts';
import { requestRouteData } from './routeData.ts';

const getMe = usersApi.endpoints.getMe;

/**
 * The signed-in critical path, run by the data router's loader at each navigation (the first
 * one as soon as the router exists, which is once the access token does): the current user
 * (GET /users/me) is requested and the route's screen code fetched at once. The route's first
 * data waits for the role: it is requested only for a role the route allows (a base user at
 * /admin/companies sends no companies request), by a store listener on /users/me's answer.
 * That listener runs as the answer is dispatched, before React renders the screen it lets
 * through, so the screen finds its data on its way (no request of its own after it mounts).
 * Only a load's first route asks for its data here (`withData`): on a later navigation the
 * screen that shows the route is already there to ask, and data asked here as well could fail
 * before the screen subscribed and then again for the screen (two toasts for one failure).
 */
export function startRouteRequests(
  store: AppStore,
  sub: AuthId | undefined,
  url: URL,
  { withData = true }: { withData?: boolean } = {},
): void {
  // The same cache entry as useCurrentUser's, which subscribes to it.
  if (sub) void store.dispatch(getMe.initiate(sub, { subscribe: false }));
  const match = matchAppRoute(url.pathname);
  if (!match) return;
  // A failure shows when the screen mounts and asks again.
  match.route.Screen.preload().catch(() => undefined);
  // Without an identity there is no current user, so no role the route could allow.
  if (!withData || !sub) return;
  const requestFor = (role: Role) => {
    if (canAccessRoute(role, match.route.id))
      requestRouteData(store.dispatch, match, url.searchParams);
  };
  const known = getMe.select(sub)(store.getState()).data;
  if (known) {
    requestFor(known.role);
    return;
  }
  // On the answer, not on any settling: the guard's own GET /users/me (useCurrentUser), sent
  // while the loader's is on its way, settles at once as a rejection (RTK Query's deduplication).
  // After a failed answer the guard shows no route; if a later one lets it through, the data
  // goes then. Dispatched, the listener joins the store's listener middleware (RTK's addListener).
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
}
