import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { ForbiddenPage } from '@admin-hub/ui/ForbiddenPage';
import type { Role } from '@admin-hub/domain/roles';
import { ROUTE_ACCESS } from '@admin-hub/domain/routeAccess';
import { routeDataReleased } from '../api/ownedCalls.ts';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { useIsSwitchingIdentity } from '../emulation/EmulationSwitch.tsx';
import { renderRouterLink } from '../layout/renderRouterLink.tsx';
import { ProfileUnavailablePage } from '../screens/status/ProfileUnavailablePage.tsx';
import { useAppDispatch } from '../store/appHooks.ts';

/**
 * Route guard of spec §2: nothing while the current user loads (or while
 * emulation switches who that is), the 403 page when their role is not in
 * `allowedRoles`, else the page. With `fillsWindow` (list pages) the guard holds
 * a window's height throughout, so nothing below moves as the page arrives.
 */
export function RequireRole({
  allowedRoles,
  fillsWindow = false,
  children,
}: {
  allowedRoles: readonly Role[];
  fillsWindow?: boolean;
  children: ReactNode;
}) {
  const { status, user } = useCurrentUser();
  const switchingIdentity = useIsSwitchingIdentity();
  const waiting = status === 'idle' || status === 'loading' || switchingIdentity;
  const page = waiting ? null : !user ? (
    <ProfileUnavailablePage />
  ) : !allowedRoles.includes(user.role) ? (
    <ForbiddenPage homeHref={ROUTE_ACCESS.home.path} renderLink={renderRouterLink} />
  ) : (
    <ScreenTakesRouteData>{children}</ScreenTakesRouteData>
  );
  return fillsWindow ? <div className="ah-fill-window">{page}</div> : page;
}

/**
 * The route's screen is shown: the first data requested ahead of it (its route's loader) is the
 * screen's, so a failure is toasted as any. Before a screen was allowed and shown, a failure
 * stayed silent, and the screen asks again when it mounts.
 */
function ScreenTakesRouteData({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    dispatch(routeDataReleased());
  }, [dispatch]);
  return children;
}
