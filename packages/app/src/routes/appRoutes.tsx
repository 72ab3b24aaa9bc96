import type { ComponentType } from 'react';
import { matchRoutes, useRouteError } from 'react-router-dom';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { COMPANY_SORTS, USER_SORTS } from '@admin-hub/domain/constants';
import { parseEntityId } from '@admin-hub/domain/ids';
import { ROUTE_ACCESS, ROUTE_IDS } from '@admin-hub/domain/routeAccess';
import type { RouteId } from '@admin-hub/domain/routeAccess';
import {
  companiesApi,
  companiesListArgs,
  companyUsersArgs,
  contentCompaniesApi,
  contentSignsApi,
  schedulerSignsApi,
  usersApi,
  usersListArgs,
} from '../api/index.ts';
import { readListParams } from '../components/useListParams.ts';
import { importWithRetry } from '@admin-hub/ui/lazy';
import { NotFoundScreen } from '../screens/status/NotFoundScreen.tsx';
import { AHEAD, ahead, firstDataOf } from './routeData.ts';
import { GoHome, RouteLayout, accessRuleOf } from './RouteLayout.tsx';
import type { RouteAccessRule } from './RouteLayout.tsx';

// Lists and the admin landing (which leads to one); home and the fallback pages are short.
const FILLS_WINDOW: ReadonlySet<RouteId> = new Set([
  'adminIndex',
  'users',
  'companies',
  'companyDetail',
  'myCompany',
]);

// A failed import is retried, then thrown as a ChunkLoadError that the error page explains.
const code =
  <T,>(load: () => Promise<T>) =>
  () =>
    importWithRetry(load);

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
};

/**
 * The first data of each route whose screen asks for data that does not depend on the current
 * user (home, /admin and my company do), with the screen's own readers and builders of its
 * arguments, so the screen finds it in the cache (or on its way) when it mounts.
 */
const FIRST_DATA: Partial<Record<RouteId, LoaderFunction>> = {
  users: firstDataOf('users', (dispatch, { searchParams }) => {
    const args = usersListArgs(readListParams(searchParams, USER_SORTS));
    ahead(dispatch, usersApi.endpoints.getUsers.initiate(args, AHEAD));
  }),
  companies: firstDataOf('companies', (dispatch, { searchParams }) => {
    const args = companiesListArgs(readListParams(searchParams, COMPANY_SORTS));
    ahead(dispatch, companiesApi.endpoints.getCompanies.initiate(args, AHEAD));
  }),
  companyDetail: firstDataOf('companyDetail', (dispatch, _url, params) => {
    const companyId = parseEntityId(params.companyId);
    // CompanyDetailRoute answers an id it cannot parse with the 404.
    if (companyId === null) return;
    ahead(dispatch, companiesApi.endpoints.getCompany.initiate(companyId, AHEAD));
    ahead(dispatch, usersApi.endpoints.getUsers.initiate(companyUsersArgs(companyId), AHEAD));
    ahead(dispatch, contentCompaniesApi.endpoints.getContentCompany.initiate(companyId, AHEAD));
    ahead(dispatch, schedulerSignsApi.endpoints.getSchedulerSigns.initiate({ companyId }, AHEAD));
    ahead(dispatch, contentSignsApi.endpoints.getContentSigns.initiate(companyId, AHEAD));
  }),
};

/**
 * A screen whose code could not be loaded fails as it renders, so the page's error boundary
 * inside the layout shows it (the shell stays usable) rather than the router's own error page.
 */
function ScreenFailed(): never {
  throw useRouteError();
}

/** The route object of spec route `id`, at its own path or at `path`. */
function specRoute(id: RouteId, path = ROUTE_ACCESS[id].path): RouteObject {
  const access: RouteAccessRule = {
    routeId: id,
    allowedRoles: ROUTE_ACCESS[id].allowedRoles,
    fillsWindow: FILLS_WINDOW.has(id),
  };
  return {
    path,
    handle: { access },
    loader: FIRST_DATA[id],
    lazy: { Component: SCREENS[id] },
    ErrorBoundary: ScreenFailed,
  };
}

const HOME = ROUTE_ACCESS.home.path;

/**
 * The signed-in routes of spec §2, the one place the app's addresses are matched (inside the
 * session's own route, SignedInApp): `/` leads home, every spec route inside the layout behind
 * its role guard, unknown admin paths answered like /admin, and the 404 for anything else.
 * Built anew for each router: a router takes a route's lazy parts out of its `lazy` object as
 * it loads them.
 */
export function appRoutes(): RouteObject[] {
  return [
    { path: '/', handle: { leadsTo: HOME }, Component: GoHome },
    {
      Component: RouteLayout,
      children: [
        ...ROUTE_IDS.map((id) => specRoute(id)),
        specRoute('adminIndex', `${ROUTE_ACCESS.adminIndex.path}/*`),
        { path: '*', Component: NotFoundScreen },
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
  const match = matchRoutes(appRoutes(), pathname)?.at(-1);
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
