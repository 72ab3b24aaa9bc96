import type { AuthId } from '@admin-hub/domain/entities';
import { usersApi } from '../api/index.ts';
import type { AppStore } from '../store/createAppStore.ts';
import { matchAppRoute } from './matchAppRoute.ts';
import { requestRouteData } from './routeData.ts';

/**
 * The signed-in critical path, run by the data router's loader at each navigation (the first
 * one as soon as the router exists, which is once the access token does): the current user
 * (GET /users/me) and the route's first data are requested together, and the route's screen
 * code is fetched if it is not there yet, so none of them waits for another. Nothing is awaited:
 * the screen shows at once and finds its data in the cache or on its way. The route guard
 * still decides from the role what is shown; once the role is known, the data of a route it
 * does not allow is not requested. Only a load's first route asks for its data here (`withData`):
 * on a later navigation the screen that shows the route is already there to ask, and data asked
 * here as well could fail before the screen subscribed and then again for the screen (two
 * toasts for one failure).
 */
export function startRouteRequests(
  store: AppStore,
  sub: AuthId | undefined,
  url: URL,
  { withData = true }: { withData?: boolean } = {},
): void {
  const getMe = usersApi.endpoints.getMe;
  // The same cache entry as useCurrentUser's, which subscribes to it.
  if (sub) void store.dispatch(getMe.initiate(sub, { subscribe: false }));
  const match = matchAppRoute(url.pathname);
  if (!match) return;
  // A failure shows when the screen mounts and asks again.
  match.route.Screen.preload().catch(() => undefined);
  const role = sub ? getMe.select(sub)(store.getState()).data?.role : undefined;
  if (!withData || (role !== undefined && !match.route.allowedRoles.includes(role))) return;
  requestRouteData(store.dispatch, match, url.searchParams);
}
