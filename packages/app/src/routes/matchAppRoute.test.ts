import { describe, expect, it } from 'vitest';
import { matchAppRoute } from './matchAppRoute.ts';

describe('matchAppRoute', () => {
  it.each([
    ['/', 'home'],
    ['/home', 'home'],
    ['/admin', 'adminIndex'],
    ['/admin/no-such-section', 'adminIndex'],
    ['/admin/users', 'users'],
    ['/admin/users/', 'users'],
    ['/admin/companies', 'companies'],
    ['/admin/my-company', 'myCompany'],
  ])('finds the route AppRoutes shows at %s', (pathname, id) => {
    expect(matchAppRoute(pathname)?.route.id).toBe(id);
  });

  it('passes the path parameters', () => {
    const match = matchAppRoute('/admin/companies/42');
    expect(match?.route.id).toBe('companyDetail');
    expect(match?.params.companyId).toBe('42');
  });

  it.each(['/login', '/logout', '/no-such-page'])('finds none at %s', (pathname) => {
    expect(matchAppRoute(pathname)).toBeUndefined();
  });
});
