import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { ROUTE_ACCESS, ROUTE_IDS } from '@admin-hub/domain/routeAccess';
import type { RouteId } from '@admin-hub/domain/routeAccess';
import type { Role } from '@admin-hub/domain/roles';
import { importWithRetry } from '@admin-hub/ui/lazy';

/** A spec §2 route's access rule, in its `handle`: the route guard reads it. */
export interface RouteAccessRule {
  routeId: RouteId;
  allowedRoles: readonly Role[];
  /** The screen is a list that fills the window: its height is held while it loads (no layout shift). */
  fillsWindow: boolean;
}

/** The access rule in a route's `handle`, if it has one (the 404 and `/` have none). */
export function accessRuleOf(handle: unknown): RouteAccessRule | undefined {
  return (handle as { access?: RouteAccessRule } | undefined)?.access;
}

// Lists and the admin landing (which leads to one); home and the fallback pages are short.
const FILLS_WINDOW: ReadonlySet<RouteId> = new Set([
  'adminIndex',
  'users',
  'companies',
  'companyDetail',
  'myCompany',
  'activity',
]);

/**
 * A screen's code for the route's `lazy`: a failed import is retried, then becomes a screen that
 * throws the ChunkLoadError as it renders, so the page's error boundary inside the layout says
 * so and the shell stays usable. Not a rejected `lazy`: React Router (7.18) then renders neither
 * the route's ErrorBoundary nor the layout, and the page goes blank.
 */
const code = (load: () => Promise<ComponentType>) => (): Promise<ComponentType> =>
  importWithRetry(load).catch(
    (error: unknown) =>
      function ScreenCodeFailed(): never {
        throw error;
      },
  );

// Each screen module is fetched only when its route is first opened (or preloaded).
const SCREENS: Record<RouteId, () => Promise<ComponentType>> = {
  home: code(() => import('../screens/home/HomeScreen.tsx').then((m) => m.HomeScreen)),
  adminIndex: code(() =>
    import('../screens/admin/AdminIndexScreen.tsx').then((m) => m.AdminIndexScreen),
  ),
  users: code(() => import('../screens/users/UsersScreen.tsx').then((m) => m.UsersScreen)),
  companies: code(() =>
    import('../screens/companies/CompaniesScreen.tsx').then((m) => m.CompaniesScreen),
  ),
  companyDetail: code(() =>
    import('../screens/admin/CompanyDetailRoute.tsx').then((m) => m.CompanyDetailRoute),
  ),
  myCompany: code(() =>
    import('../screens/company/MyCompanyScreen.tsx').then((m) => m.MyCompanyScreen),
  ),
  activity: code(() =>
    import('../screens/activity/ActivityScreen.tsx').then((m) => m.ActivityScreen),
  ),
};

/** What the signed-in routes render and load; without them, the tree is for matching alone. */
export interface RouteParts {
  /** `/`, which leads home. */
  Home?: ComponentType;
  /** The frame of every page: the layout and the role guard. */
  Layout?: ComponentType;
  NotFound?: ComponentType;
  /** Each route's first data. */
  loaders?: Partial<Record<RouteId, LoaderFunction>>;
}

const HOME = ROUTE_ACCESS.home.path;

/**
 * The signed-in routes of spec §2, the one tree the app's addresses are matched against: `/`
 * leads home, every spec route inside the layout with its `lazy` screen, its first data and
 * its access rule in `handle`, unknown admin paths answered like /admin, the 404 for anything
 * else. Bare (no parts), it is matched to fetch a screen while the session is restored
 * (`preloadScreenAt`, with little code beside it); `appRoutes` gives the router the same
 * tree with its parts. Built anew each time: a router takes a route's lazy parts out of its
 * `lazy` object as it loads them.
 */
export function routeTree(parts: RouteParts = {}): RouteObject[] {
  const specRoute = (id: RouteId, path = ROUTE_ACCESS[id].path): RouteObject => {
    const access: RouteAccessRule = {
      routeId: id,
      allowedRoles: ROUTE_ACCESS[id].allowedRoles,
      fillsWindow: FILLS_WINDOW.has(id),
    };
    return {
      path,
      handle: { access },
      loader: parts.loaders?.[id],
      lazy: { Component: SCREENS[id] },
    };
  };
  return [
    { path: '/', handle: { leadsTo: HOME }, Component: parts.Home },
    {
      Component: parts.Layout,
      children: [
        ...ROUTE_IDS.map((id) => specRoute(id)),
        specRoute('adminIndex', `${ROUTE_ACCESS.adminIndex.path}/*`),
        { path: '*', Component: parts.NotFound },
      ],
    },
  ];
}

/** The spec route shown at `pathname` (after `/` leads home), as the router matches it. */
export function specRouteAt(
  pathname: string,
):
  | { route: RouteObject; access: RouteAccessRule; params: Record<string, string | undefined> }
  | undefined {
  const match = matchRoutes(routeTree(), pathname)?.at(-1);
  const leadsTo = (match?.route.handle as { leadsTo?: string } | undefined)?.leadsTo;
  if (leadsTo) return specRouteAt(leadsTo);
  const access = accessRuleOf(match?.route.handle);
  return match && access ? { route: match.route, access, params: match.params } : undefined;
}

/**
 * Fetches the screen code of `pathname` ahead of the router, e.g. while the session of a
 * returning visitor is restored. Nothing for /login, /logout or the 404.
 */
export function preloadScreenAt(pathname: string): Promise<unknown> {
  const lazy = specRouteAt(pathname)?.route.lazy;
  const load = typeof lazy === 'object' ? lazy.Component : undefined;
  return load ? load() : Promise.resolve();
}
