import { matchPath } from 'react-router-dom';
import { ROUTE_ACCESS } from '@admin-hub/domain/routeAccess';
import { ROUTE_TABLE, appRoute } from './routeTable.ts';
import type { AppRoute } from './routeTable.ts';

export interface AppRouteMatch {
  route: AppRoute;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * The route-table entry `AppRoutes` shows at `pathname`, as its `<Routes>` decide it: `/`
 * leads to home, unknown admin paths answer like /admin; undefined for the 404 and for
 * /login and /logout. For fetching a screen and its data before the routes render.
 */
export function matchAppRoute(pathname: string): AppRouteMatch | undefined {
  if (pathname === '/') return { route: appRoute('home'), params: {} };
  for (const route of ROUTE_TABLE) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params };
  }
  if (matchPath(`${ROUTE_ACCESS.adminIndex.path}/*`, pathname)) {
    return { route: appRoute('adminIndex'), params: {} };
  }
  return undefined;
}
