import { ROLES, Role } from './roles.ts';

/** The access-controlled routes of spec §2. /login, /logout and the 404 are open to everyone. */
export type RouteId =
  'home' | 'adminIndex' | 'users' | 'companies' | 'companyDetail' | 'myCompany' | 'activity';

export interface RouteAccess {
  /** react-router path pattern. */
  path: string;
  allowedRoles: readonly Role[];
}

/**
 * Who may open each route; anyone else gets the 403 page. /admin is open to every signed-in
 * user because it answers base users with its fallback page (see {@link adminLandingFor}).
 */
export const ROUTE_ACCESS: Readonly<Record<RouteId, RouteAccess>> = {
  home: { path: '/home', allowedRoles: ROLES },
  adminIndex: { path: '/admin', allowedRoles: ROLES },
  users: { path: '/admin/users', allowedRoles: [Role.SuperAdmin] },
  companies: { path: '/admin/companies', allowedRoles: [Role.SuperAdmin] },
  companyDetail: { path: '/admin/companies/:companyId', allowedRoles: [Role.SuperAdmin] },
  myCompany: { path: '/admin/my-company', allowedRoles: [Role.SuperAdmin, Role.Admin] },
  // Not in the spec (issue 36): the hub-wide record of changes, for super admins.
  activity: { path: '/admin/activity', allowedRoles: [Role.SuperAdmin] },
};

export const ROUTE_IDS = Object.keys(ROUTE_ACCESS) as RouteId[];

export const canAccessRoute = (role: Role, routeId: RouteId): boolean =>
  ROUTE_ACCESS[routeId].allowedRoles.includes(role);

export const companyDetailPath = (companyId: number): string =>
  ROUTE_ACCESS.companyDetail.path.replace(':companyId', String(companyId));

export type AdminLanding = 'companies' | 'myCompany' | 'fallback';

/** What /admin (and any unknown admin path) shows: the company list, the own company, or a fallback. */
export function adminLandingFor(role: Role): AdminLanding {
  switch (role) {
    case Role.SuperAdmin:
      return 'companies';
    case Role.Admin:
      return 'myCompany';
    case Role.User:
      return 'fallback';
  }
}
