import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { ROUTE_ACCESS, ROUTE_IDS } from '@admin-hub/domain';
import type { Role, RouteId } from '@admin-hub/domain';

/** One protected route: its path and allowed roles come from the domain's access table. */
export interface AppRoute {
  id: RouteId;
  path: string;
  allowedRoles: readonly Role[];
  /** Loaded on first visit, so the first screen's JavaScript stays small. */
  Screen: LazyExoticComponent<ComponentType>;
}

// Each screen module is fetched only when its route is first opened.
const SCREENS: Record<RouteId, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('../screens/home/HomeScreen.tsx').then((m) => ({ default: m.HomeScreen }))),
  adminIndex: lazy(() =>
    import('../screens/admin/AdminIndexScreen.tsx').then((m) => ({ default: m.AdminIndexScreen })),
  ),
  users: lazy(() => import('../screens/users/UsersScreen.tsx').then((m) => ({ default: m.UsersScreen }))),
  companies: lazy(() =>
    import('../screens/companies/CompaniesScreen.tsx').then((m) => ({ default: m.CompaniesScreen })),
  ),
  companyDetail: lazy(() =>
    import('../screens/admin/CompanyDetailRoute.tsx').then((m) => ({ default: m.CompanyDetailRoute })),
  ),
  myCompany: lazy(() =>
    import('../screens/company/MyCompanyScreen.tsx').then((m) => ({ default: m.MyCompanyScreen })),
  ),
};

/** Every access-controlled route of spec §2, in one typed table. */
export const ROUTE_TABLE: readonly AppRoute[] = ROUTE_IDS.map((id) => ({
  id,
  path: ROUTE_ACCESS[id].path,
  allowedRoles: ROUTE_ACCESS[id].allowedRoles,
  Screen: SCREENS[id],
}));

/** The route-table entry of `id`. */
export function appRoute(id: RouteId): AppRoute {
  const route = ROUTE_TABLE.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`No route ${id}`);
  return route;
}
