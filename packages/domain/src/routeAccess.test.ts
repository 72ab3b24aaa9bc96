import { describe, expect, it } from 'vitest';
import { Role } from './roles.ts';
import {
  adminLandingFor,
  canAccessRoute,
  companyDetailPath,
  ROUTE_ACCESS,
  type RouteId,
} from './routeAccess.ts';

// Spec §2: the "Who" column, with /admin open to all since it answers base users with a fallback;
// /admin/activity (issue 36, not in the spec) for super admins.
const EXPECTED: Record<
  RouteId,
  [path: string, superAdmin: boolean, admin: boolean, user: boolean]
> = {
  home: ['/home', true, true, true],
  adminIndex: ['/admin', true, true, true],
  users: ['/admin/users', true, false, false],
  companies: ['/admin/companies', true, false, false],
  companyDetail: ['/admin/companies/:companyId', true, false, false],
  myCompany: ['/admin/my-company', true, true, false],
  activity: ['/admin/activity', true, false, false],
};

describe('ROUTE_ACCESS', () => {
  it.each(Object.entries(EXPECTED))('%s', (routeId, [path, superAdmin, admin, user]) => {
    const id = routeId as RouteId;
    expect(ROUTE_ACCESS[id].path).toBe(path);
    expect(canAccessRoute(Role.SuperAdmin, id)).toBe(superAdmin);
    expect(canAccessRoute(Role.Admin, id)).toBe(admin);
    expect(canAccessRoute(Role.User, id)).toBe(user);
  });
});

describe('adminLandingFor', () => {
  it.each([
    [Role.SuperAdmin, 'companies'],
    [Role.Admin, 'myCompany'],
    [Role.User, 'fallback'],
  ])('%s lands on %s', (role, landing) => {
    expect(adminLandingFor(role)).toBe(landing);
  });
});

describe('companyDetailPath', () => {
  it('fills the company id in', () => {
    expect(companyDetailPath(42)).toBe('/admin/companies/42');
  });
});
