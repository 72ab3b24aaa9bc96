import type { ComponentType } from 'react';
import { ROUTE_ACCESS, ROUTE_IDS } from '@admin-hub/domain/routeAccess';
import type { Role } from '@admin-hub/domain/roles';
import type { RouteId } from '@admin-hub/domain/routeAccess';
import { PageLoading } from './PageLoading.tsx';
import { lazyComponent } from '@admin-hub/ui/lazy';
import type { LazyComponent } from '@admin-hub/ui/lazy';

/** One protected route: its path and allowed roles come from the domain's access table. */
export interface AppRoute {
  id: RouteId;
  path: string;
  allowedRoles: readonly Role[];
  /**
   * Loaded on first visit, so the first screen's JavaScript stays small; `Screen.preload()`
   * fetches it ahead, e.g. while the session of a returning visitor is being restored.
   */
  Screen: LazyComponent<object>;
  /** The screen is a list that fills the window: its height is held while it loads (no layout shift). */
  fillsWindow: boolean;
}

const screen = (load: () => Promise<ComponentType>) => lazyComponent(load, PageLoading);

// Each screen module is fetched only when its route is first opened (or preloaded).
const SCREENS: Record<RouteId, LazyComponent<object>> = {
  home: screen(() => import('../screens/home/HomeScreen.tsx').then((m) => m.HomeScreen)),
  adminIndex: screen(() =>
    import('../screens/admin/AdminIndexScreen.tsx').then((m) => m.AdminIndexScreen),
  ),
  users: screen(() => import('../screens/users/UsersScreen.tsx').then((m) => m.UsersScreen)),
  companies: screen(() =>
    import('../screens/companies/CompaniesScreen.tsx').then((m) => m.CompaniesScreen),
  ),
  companyDetail: screen(() =>
    import('../screens/admin/CompanyDetailRoute.tsx').then((m) => m.CompanyDetailRoute),
  ),
  myCompany: screen(() =>
    import('../screens/company/MyCompanyScreen.tsx').then((m) => m.MyCompanyScreen),
  ),
};

// Lists and the admin landing (which leads to one); home and the fallback pages are short.
const FILLS_WINDOW: ReadonlySet<RouteId> = new Set([
  'adminIndex',
  'users',
  'companies',
  'companyDetail',
  'myCompany',
]);

/** Every access-controlled route of spec §2, in one typed table. */
export const ROUTE_TABLE: readonly AppRoute[] = ROUTE_IDS.map((id) => ({
  id,
  path: ROUTE_ACCESS[id].path,
  allowedRoles: ROUTE_ACCESS[id].allowedRoles,
  Screen: SCREENS[id],
  fillsWindow: FILLS_WINDOW.has(id),
}));

/** The route-table entry of `id`. */
export function appRoute(id: RouteId): AppRoute {
  const route = ROUTE_TABLE.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`No route ${id}`);
  return route;
}
