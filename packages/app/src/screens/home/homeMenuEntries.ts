import { homeEntriesFor } from '@admin-hub/domain/homeEntries';
import { ROUTE_ACCESS } from '@admin-hub/domain/routeAccess';
import type { HomeEntry as DomainHomeEntry, HomeEntryKey } from '@admin-hub/domain/homeEntries';
import type { Role } from '@admin-hub/domain/roles';
import type { HomeEntry } from '@admin-hub/ui/HomeMenu';
import type { AppConfig } from '../../config/AppConfig.ts';

function descriptionOf(key: HomeEntryKey, productName: string): string {
  switch (key) {
    case 'companies':
      return 'Browse every company, its users and its signs';
    case 'users':
      return 'Find and manage users across all companies';
    case 'activity':
      return 'Who changed what, and when, across every company';
    case 'myCompany':
      return 'Your company’s users, subscriber and signs';
    case 'templates':
      return `Design and manage content in ${productName}`;
    case 'canvas':
      return 'Create content in the new editor';
    case 'scheduleMySign':
      return 'Book time on your signs';
  }
}

function hrefOf(entry: DomainHomeEntry, links: AppConfig['links']): string {
  if (entry.kind === 'route') return ROUTE_ACCESS[entry.routeId].path;
  const base = links[entry.app].replace(/\/+$/, '');
  return entry.path === '/' ? links[entry.app] : `${base}${entry.path}`;
}

/** The home menu (spec §1) `role` sees, with addresses from the configuration. */
export function homeMenuEntries(role: Role, config: AppConfig): HomeEntry[] {
  return homeEntriesFor(role).map((entry) => ({
    key: entry.key,
    title: entry.label,
    description: descriptionOf(entry.key, config.productName),
    href: hrefOf(entry, config.links),
    external: entry.kind === 'external',
    disabledOnMobile: entry.mobileDisabledReason !== null,
  }));
}
