import { capabilities } from './capabilities.ts';
import { MESSAGES } from './messages.ts';
import type { Role } from './roles.ts';
import { canAccessRoute, type RouteId } from './routeAccess.ts';

/** The external apps, named as the keys of the app configuration's `links`. */
type ExternalApp = 'contentApp' | 'canvasApp' | 'schedulerApp';

export type HomeEntryKey =
  'companies' | 'users' | 'activity' | 'myCompany' | 'templates' | 'canvas' | 'scheduleMySign';

interface HomeEntryBase {
  key: HomeEntryKey;
  label: string;
  /** When set, the entry is shown disabled below the mobile breakpoint with this tooltip. */
  mobileDisabledReason: string | null;
}

/** An entry opening a screen of this app. */
interface InternalHomeEntry extends HomeEntryBase {
  kind: 'route';
  routeId: RouteId;
}

/** An entry leaving for another app: `path` is appended to the app's configured address. */
interface ExternalHomeEntry extends HomeEntryBase {
  kind: 'external';
  app: ExternalApp;
  path: string;
}

export type HomeEntry = InternalHomeEntry | ExternalHomeEntry;

/**
 * The home menu of spec §1 in display order, each with its allow rule taken from the §6 table:
 * Companies and Users follow "Companies, Users pages" (super admin), My Company follows
 * "My Company" (super admin, admin), and the external links follow "Home, external links" (all).
 */
const HOME_MENU: readonly { entry: HomeEntry; allows: (role: Role) => boolean }[] = [
  {
    entry: {
      key: 'companies',
      label: 'Companies',
      kind: 'route',
      routeId: 'companies',
      mobileDisabledReason: null,
    },
    allows: (role) => capabilities(role).viewCompanies,
  },
  {
    entry: {
      key: 'users',
      label: 'Users',
      kind: 'route',
      routeId: 'users',
      mobileDisabledReason: null,
    },
    allows: (role) => capabilities(role).viewUsers,
  },
  {
    // Not in the spec's menu (issue 36): where super admins find /admin/activity.
    entry: {
      key: 'activity',
      label: 'Activity',
      kind: 'route',
      routeId: 'activity',
      mobileDisabledReason: null,
    },
    allows: (role) => canAccessRoute(role, 'activity'),
  },
  {
    entry: {
      key: 'myCompany',
      label: 'My Company',
      kind: 'route',
      routeId: 'myCompany',
      mobileDisabledReason: null,
    },
    allows: (role) => capabilities(role).viewMyCompany,
  },
  {
    // The content app's dashboard is where its templates live.
    entry: {
      key: 'templates',
      label: 'Templates',
      kind: 'external',
      app: 'contentApp',
      path: '/dashboard',
      mobileDisabledReason: MESSAGES.notAvailableOnMobile,
    },
    allows: (role) => capabilities(role).viewHome,
  },
  {
    entry: {
      key: 'canvas',
      label: 'Canvas',
      kind: 'external',
      app: 'canvasApp',
      path: '/',
      mobileDisabledReason: MESSAGES.notAvailableOnMobile,
    },
    allows: (role) => capabilities(role).viewHome,
  },
  {
    entry: {
      key: 'scheduleMySign',
      label: 'Schedule My Sign',
      kind: 'external',
      app: 'schedulerApp',
      path: '/schedule',
      mobileDisabledReason: null,
    },
    allows: (role) => capabilities(role).viewHome,
  },
];

/** Every home entry by key, whatever the role. */
export const HOME_ENTRIES: Readonly<Record<HomeEntryKey, HomeEntry>> = Object.fromEntries(
  HOME_MENU.map(({ entry }) => [entry.key, entry]),
) as Record<HomeEntryKey, HomeEntry>;

/** The home menu entries `role` sees, in display order. */
export const homeEntriesFor = (role: Role): HomeEntry[] =>
  HOME_MENU.filter(({ allows }) => allows(role)).map(({ entry }) => entry);

type TabItemKey = 'home' | 'companies' | 'users' | 'myCompany';

export interface TabItem {
  key: TabItemKey;
  label: string;
  routeId: RouteId;
}

const TAB_BAR: readonly { item: TabItem; allows: (role: Role) => boolean }[] = [
  {
    item: { key: 'home', label: 'Home', routeId: 'home' },
    allows: (role) => capabilities(role).viewHome,
  },
  {
    item: { key: 'companies', label: 'Companies', routeId: 'companies' },
    allows: (role) => capabilities(role).viewCompanies,
  },
  {
    item: { key: 'users', label: 'Users', routeId: 'users' },
    allows: (role) => capabilities(role).viewUsers,
  },
  {
    item: { key: 'myCompany', label: 'My Company', routeId: 'myCompany' },
    allows: (role) => capabilities(role).viewMyCompany,
  },
];

/** The bottom tab bar items (below 992 px) `role` sees, in display order. */
export const tabItemsFor = (role: Role): TabItem[] =>
  TAB_BAR.filter(({ allows }) => allows(role)).map(({ item }) => item);
