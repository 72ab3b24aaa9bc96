import { describe, expect, it } from 'vitest';
import { Role } from '@admin-hub/domain/roles';
import type { RouteId } from '@admin-hub/domain/routeAccess';
import { ROUTE_TABLE, appRoute } from './routeTable.ts';

// Spec §2, written out independently of the domain table it is built from.
const EXPECTED: Record<RouteId, { path: string; roles: Role[] }> = {
  home: { path: '/home', roles: [Role.SuperAdmin, Role.Admin, Role.User] },
  adminIndex: { path: '/admin', roles: [Role.SuperAdmin, Role.Admin, Role.User] },
  users: { path: '/admin/users', roles: [Role.SuperAdmin] },
  companies: { path: '/admin/companies', roles: [Role.SuperAdmin] },
  companyDetail: { path: '/admin/companies/:companyId', roles: [Role.SuperAdmin] },
  myCompany: { path: '/admin/my-company', roles: [Role.SuperAdmin, Role.Admin] },
};

describe('ROUTE_TABLE', () => {
  it('declares every route of spec §2 once', () => {
    expect(ROUTE_TABLE.map((route) => route.id).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s has its path and allowed roles', (id, { path, roles }) => {
    const route = appRoute(id as RouteId);
    expect(route.path).toBe(path);
    expect([...route.allowedRoles].sort()).toEqual([...roles].sort());
  });

  it.each([
    [Role.User, '/admin/companies', false],
    [Role.User, '/admin/users', false],
    [Role.User, '/admin/my-company', false],
    [Role.Admin, '/admin/users', false],
    [Role.Admin, '/admin/companies/:companyId', false],
    [Role.Admin, '/admin/my-company', true],
    [Role.SuperAdmin, '/admin/companies/:companyId', true],
    [Role.User, '/home', true],
  ])('a %s at %s is allowed: %s', (role, path, allowed) => {
    const route = ROUTE_TABLE.find((candidate) => candidate.path === path);
    expect(route?.allowedRoles.includes(role)).toBe(allowed);
  });

  it('fetches no screen before it is needed or preloaded', () => {
    for (const route of ROUTE_TABLE) {
      expect(route.Screen.isLoaded()).toBe(false);
      expect(route.Screen.preload).toBeTypeOf('function');
    }
  });
});
