import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { Role } from '@admin-hub/domain/roles';
import type { RouteId } from '@admin-hub/domain/routeAccess';
import { appRoutes } from './appRoutes.tsx';
import { preloadScreenAt, specRouteAt } from './routeTree.ts';
import { accessRuleOf } from './routeTree.ts';

// Spec §2 (and issue 36's /admin/activity), written out independently of the domain table it is built from.
const EXPECTED: Record<RouteId, { path: string; roles: Role[] }> = {
  home: { path: '/home', roles: [Role.SuperAdmin, Role.Admin, Role.User] },
  adminIndex: { path: '/admin', roles: [Role.SuperAdmin, Role.Admin, Role.User] },
  users: { path: '/admin/users', roles: [Role.SuperAdmin] },
  companies: { path: '/admin/companies', roles: [Role.SuperAdmin] },
  companyDetail: { path: '/admin/companies/:companyId', roles: [Role.SuperAdmin] },
  myCompany: { path: '/admin/my-company', roles: [Role.SuperAdmin, Role.Admin] },
  activity: { path: '/admin/activity', roles: [Role.SuperAdmin] },
};

const allRoutes = (routes: RouteObject[]): RouteObject[] =>
  routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);

/** The route objects of spec routes (those with an access rule), each with its rule. */
const SPEC_ROUTES = allRoutes(appRoutes()).flatMap((route) => {
  const access = accessRuleOf(route.handle);
  return access ? [{ route, access }] : [];
});

const specRouteOf = (id: RouteId) =>
  SPEC_ROUTES.find(({ route, access }) => access.routeId === id && !route.path?.endsWith('*'));

describe('the route objects of spec §2', () => {
  it('declare every route of spec §2 once at its own path', () => {
    const own = SPEC_ROUTES.filter(({ route }) => !route.path?.endsWith('*'));
    expect(own.map(({ access }) => access.routeId).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s has its path and allowed roles', (id, { path, roles }) => {
    const spec = specRouteOf(id as RouteId);
    expect(spec?.route.path).toBe(path);
    expect([...(spec?.access.allowedRoles ?? [])].sort()).toEqual([...roles].sort());
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
    const spec = SPEC_ROUTES.find(({ route }) => route.path === path);
    expect(spec?.access.allowedRoles.includes(role)).toBe(allowed);
  });

  it('fetches no screen before it is needed or preloaded: each comes through `lazy`', () => {
    for (const { route } of SPEC_ROUTES) {
      expect(route.Component).toBeUndefined();
      expect(route.element).toBeUndefined();
      expect(typeof route.lazy === 'object' && route.lazy.Component).toBeTypeOf('function');
    }
  });
});

describe('specRouteAt', () => {
  it.each([
    ['/', 'home'],
    ['/home', 'home'],
    ['/admin', 'adminIndex'],
    ['/admin/no-such-section', 'adminIndex'],
    ['/admin/users', 'users'],
    ['/admin/users/', 'users'],
    ['/admin/Users', 'users'],
    ['/admin/companies', 'companies'],
    ['/admin/my-company', 'myCompany'],
    ['/admin/activity', 'activity'],
  ])('finds the route the router shows at %s', (pathname, id) => {
    expect(specRouteAt(pathname)?.access.routeId).toBe(id);
  });

  it('passes the path parameters', () => {
    const match = specRouteAt('/admin/companies/42');
    expect(match?.access.routeId).toBe('companyDetail');
    expect(match?.params.companyId).toBe('42');
  });

  it.each(['/login', '/logout', '/no-such-page'])('finds none at %s', (pathname) => {
    expect(specRouteAt(pathname)).toBeUndefined();
  });
});

describe('preloadScreenAt', () => {
  it("fetches the screen of the address's route, the one the router then renders", async () => {
    const { UsersScreen } = await import('../screens/users/UsersScreen.tsx');
    await expect(preloadScreenAt('/admin/users?page=2')).resolves.toBe(UsersScreen);
  });

  it('fetches nothing where no spec route is', async () => {
    await expect(preloadScreenAt('/login')).resolves.toBeUndefined();
  });
});
