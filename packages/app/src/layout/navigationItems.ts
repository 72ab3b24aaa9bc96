import { capabilities } from '@admin-hub/domain/capabilities';
import { tabItemsFor } from '@admin-hub/domain/homeEntries';
import { ROUTE_ACCESS } from '@admin-hub/domain/routeAccess';
import type { Role } from '@admin-hub/domain/roles';
import type { NavItem } from '@admin-hub/ui/AppShell';

/** Whether `href` is the current section: its own page or one below it. */
export function isActiveSection(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The side navigation and bottom tab bar items `role` sees (spec §1), the current one marked. */
export function navItemsFor(role: Role | undefined, pathname: string): NavItem[] {
  if (!role) return [];
  return tabItemsFor(role).map(({ key, label, routeId }) => {
    const href = ROUTE_ACCESS[routeId].path;
    return { key, label, href, active: isActiveSection(pathname, href) };
  });
}

/** The profile menu's 'Admin Dashboard' link, for those who have one (spec §6). */
export function adminDashboardHrefFor(role: Role | undefined): string | null {
  return role && capabilities(role).adminDashboardLink ? ROUTE_ACCESS.adminIndex.path : null;
}
