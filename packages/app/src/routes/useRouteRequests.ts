import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usersApi } from '../api/index.ts';
import { useAuth } from '../auth/useAuth.ts';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { useIsSwitchingIdentity } from '../emulation/EmulationSwitch.tsx';
import { useAppDispatch } from '../store/appHooks.ts';
import { matchAppRoute } from './matchAppRoute.ts';
import { requestRouteData } from './routeData.ts';

/**
 * The signed-in critical path: as soon as the routes first render (the access token exists),
 * the current user (GET /users/me) and the route's first data are requested together, and the
 * route's screen code is fetched if it is not there yet, so none of them waits for another.
 * Layout effects, so the requests leave before the first paint rather than after it.
 * The route guard still decides from the role what is shown; once the role is known, the data
 * of a route it does not allow is no longer requested, nor that of the page an emulation start
 * or end is leaving (the guard hides it; asked for now, it would be as the identity coming).
 */
export function useRouteRequests(): void {
  const dispatch = useAppDispatch();
  const { user: identity } = useAuth();
  const { user } = useCurrentUser();
  const { pathname, search } = useLocation();
  const sub = identity?.sub;
  const role = user?.role;
  const switchingIdentity = useIsSwitchingIdentity();

  useLayoutEffect(() => {
    // The same cache entry as useCurrentUser's, which subscribes to it.
    if (sub) void dispatch(usersApi.endpoints.getMe.initiate(sub, { subscribe: false }));
  }, [dispatch, sub]);

  useLayoutEffect(() => {
    const match = matchAppRoute(pathname);
    if (!match || switchingIdentity) return;
    // A failure shows when the screen mounts and asks again.
    match.route.Screen.preload().catch(() => undefined);
    if (role !== undefined && !match.route.allowedRoles.includes(role)) return;
    requestRouteData(dispatch, match, new URLSearchParams(search));
  }, [dispatch, pathname, search, role, switchingIdentity]);
}
