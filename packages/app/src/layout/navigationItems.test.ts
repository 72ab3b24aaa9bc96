import { describe, expect, it } from 'vitest';
import { Role } from '@admin-hub/domain/roles';
import { adminDashboardHrefFor, isActiveSection, navItemsFor } from './navigationItems.ts';

describe('navItemsFor', () => {
  it.each([
    [Role.SuperAdmin, ['Home', 'Companies', 'Users', 'My Company']],
    [Role.Admin, ['Home', 'My Company']],
    [Role.User, ['Home']],
  ])('a %s sees %j', (role, labels) => {
    expect(navItemsFor(role, '/home').map((item) => item.label)).toEqual(labels);
  });

  it('shows nothing before the role is known', () => {
    expect(navItemsFor(undefined, '/home')).toEqual([]);
  });

  it('marks the current section, including the pages below it', () => {
    const active = navItemsFor(Role.SuperAdmin, '/admin/companies/7').filter((item) => item.active);
    expect(active.map((item) => item.href)).toEqual(['/admin/companies']);
  });
});

describe('isActiveSection', () => {
  it('does not match a section that merely shares a prefix', () => {
    expect(isActiveSection('/admin/users-archive', '/admin/users')).toBe(false);
    expect(isActiveSection('/admin/users', '/admin/users')).toBe(true);
  });
});

describe('adminDashboardHrefFor', () => {
  it('links super admins and admins to /admin and hides the link for base users', () => {
    expect(adminDashboardHrefFor(Role.SuperAdmin)).toBe('/admin');
    expect(adminDashboardHrefFor(Role.Admin)).toBe('/admin');
    expect(adminDashboardHrefFor(Role.User)).toBeNull();
    expect(adminDashboardHrefFor(undefined)).toBeNull();
  });
});
