import type { ContentPlan } from '@admin-hub/domain/entities';

/** Dates are drawn before this instant, so the seed never depends on the clock. */
export const REF_DATE = new Date('2026-01-15T12:00:00.000Z');

export const COMPANY_COUNT = 120;
export const USER_COUNT = 1500;

export const EMPTY_COMPANY_ID = 3;
export const LARGE_COMPANY_ID = 4;
export const LARGE_COMPANY_USER_COUNT = 215;

export const SIGN_MANUFACTURER_NAMES = [
  'Daktronics',
  'Watchfire Signs',
  'NextLED',
  'Vanguard LED Displays',
  'Optec Displays',
  'Young Electric Sign Company',
  'Samsung Display Solutions',
  'Électro-Signalétique Québec',
];

/** Companies with fixed names: the demo ones, the paging extremes, long and non-ASCII names. */
export const NAMED_COMPANIES: Record<number, string> = {
  1: 'Acme Signs',
  2: 'Signage HQ',
  [EMPTY_COMPANY_ID]: 'Quiet Street Displays',
  [LARGE_COMPANY_ID]: 'Megaplex Outdoor Network',
  5: 'The Extraordinarily Long-Named Regional Outdoor Advertising and Digital Signage Cooperative of Greater Springfield',
  6: 'Zoë’s Café Signage',
  7: '北京数字标牌有限公司',
  8: 'Łódź Reklama Świetlna Sp. z o.o.',
  9: 'Müller & Söhne Leuchtreklame GmbH',
  10: 'Ångström Display Solutions Aktiebolag Nordic Operations Division',
};

export const PLANS: ContentPlan[] = [
  { name: 'Starter', canManageSigns: false },
  { name: 'Pro', canManageSigns: true },
  { name: 'Enterprise', canManageSigns: true },
];

export const ACME_PLAN: ContentPlan = { name: 'Pro', canManageSigns: true };

export const MFA_METHODS = ['totp', 'sms', 'email', 'webauthn-roaming', 'push-notification'];
export const MFA_STATUSES = ['confirmed', 'confirmed', 'pending', 'unconfirmed'];

/** Acme Signs' staff beside the demo accounts (fixed so stories can name them). */
export const ACME_STAFF: {
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: 'admin' | 'user';
}[] = [
  {
    firstName: 'Łukasz',
    lastName: 'Kowalski',
    email: 'lukasz.kowalski@acme.example',
    role: 'admin',
  },
  { firstName: 'Zoë', lastName: 'Fairbanks', email: 'zoe.fairbanks@acme.example', role: 'user' },
  {
    firstName: 'Bartholomew',
    lastName: 'Featherstonehaugh-Worthington',
    email: 'bartholomew.featherstonehaugh-worthington@acme.example',
    role: 'user',
  },
  { firstName: 'Amélie', lastName: 'Dubois', email: 'amelie.dubois@acme.example', role: 'user' },
  {
    firstName: 'Jürgen',
    lastName: 'Schäfer',
    email: 'juergen.schaefer@acme.example',
    role: 'user',
  },
  { firstName: 'Priya', lastName: 'Raman', email: 'priya.raman@acme.example', role: 'user' },
  { firstName: null, lastName: null, email: 'new.hire@acme.example', role: 'user' },
];

export const ACME_SCHEDULER_SIGNS = [
  { name: 'Main Street Billboard', city: 'Springfield', state: 'IL', width: 48, height: 14 },
  { name: 'Highway 55 North', city: 'Springfield', state: 'IL', width: 40, height: 12 },
  { name: 'Riverside Mall Entrance', city: 'Peoria', state: 'IL', width: 12, height: 6 },
  { name: 'Stadium Scoreboard Ribbon', city: 'Champaign', state: 'IL', width: 96, height: 3 },
  { name: 'Downtown Transit Shelter', city: 'Chicago', state: 'IL', width: 6, height: 4 },
  { name: 'Café Zoë Window', city: 'Urbana', state: 'IL', width: 4, height: 3 },
];

export const ACME_CONTENT_SIGNS = [
  {
    name: 'Lobby Welcome Screen',
    city: 'Springfield',
    stateProvince: 'IL',
    width: 1920,
    height: 1080,
  },
  {
    name: 'Drive-Thru Menu Board',
    city: 'Decatur',
    stateProvince: 'IL',
    width: 1080,
    height: 1920,
  },
  {
    name: 'Warehouse Safety Display',
    city: 'Joliet',
    stateProvince: 'IL',
    width: 1920,
    height: 1080,
  },
  {
    name: 'Montréal Showroom Wall',
    city: 'Montréal',
    stateProvince: 'QC',
    width: 3840,
    height: 2160,
  },
];

/**
 * The demo's company of 10,000 users (issue 17): in the demo server's database only, so the
 * shared seed that stories and tests reset to before each run stays small and fast to clone.
 */
export const SCALE_COMPANY = {
  id: COMPANY_COUNT + 1,
  name: 'Globex Signage Network',
  userCount: 10_000,
  seed: 20_261_117,
} as const;
