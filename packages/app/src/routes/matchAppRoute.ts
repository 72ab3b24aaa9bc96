import { ROUTE_ACCESS } from '@admin-hub/domain/routeAccess';
import { ROUTE_TABLE, appRoute } from './routeTable.ts';
import type { AppRoute } from './routeTable.ts';

export interface AppRouteMatch {
  route: AppRoute;
  params: Readonly<Record<string, string | undefined>>;
}

const segments = (path: string) => path.split('/').filter(Boolean);

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The parameters of `pathname` under a route-table `pattern` (static segments and `:name`
 * ones, no others in the table), matched as the router does: whole segments, any case, a
 * trailing slash allowed. Written here so the entry, which has no router, can use it.
 */
function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const wanted = segments(pattern);
  const given = segments(pathname);
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = decoded(value);
    else if (segment.toLowerCase() !== value.toLowerCase()) return undefined;
  }
  return params;
}

/**
 * The route-table entry `AppRoutes` shows at `pathname`, as its routes decide it: `/`
 * leads to home, unknown admin paths answer like /admin; undefined for the 404 and for
 * /login and /logout. For fetching a screen and its data before the routes render.
 */
export function matchAppRoute(pathname: string): AppRouteMatch | undefined {
  if (pathname === '/') return { route: appRoute('home'), params: {} };
  for (const route of ROUTE_TABLE) {
    const params = matchPattern(route.path, pathname);
    if (params) return { route, params };
  }
  const admin = segments(ROUTE_ACCESS.adminIndex.path);
  if (admin.every((segment, index) => segment === segments(pathname)[index]?.toLowerCase())) {
    return { route: appRoute('adminIndex'), params: {} };
  }
  return undefined;
}
