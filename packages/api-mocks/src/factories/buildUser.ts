import { type CurrentUser, type User } from '@admin-hub/domain/entities';
import { Role } from '@admin-hub/domain/roles';
import { ACME_COMPANY_ID } from '../demoAccounts.ts';
import { fullName } from '../db/views.ts';
import { fixtureCompanyName } from './fixtureCompanyName.ts';

/** A user for stories and tests: Acme's demo base user unless overridden; never random. */
export function buildUser(overrides: Partial<User> = {}): User {
  const merged = {
    id: 'auth0|acme-user',
    firstName: 'Jordan' as string | null,
    lastName: 'Lee' as string | null,
    email: 'user@acme.example',
    role: Role.User as Role,
    companyId: ACME_COMPANY_ID,
    ...overrides,
  };
  return {
    ...merged,
    fullName: 'fullName' in overrides ? (overrides.fullName ?? null) : fullName(merged),
    company: overrides.company ?? {
      id: merged.companyId,
      name: fixtureCompanyName(merged.companyId),
    },
  };
}

const FIRST_NAMES = [
  'Avery',
  'Zoë',
  'Łukasz',
  'Amélie',
  'Jürgen',
  'Priya',
  'Mateo',
  'Sigrún',
  'Wei',
  'Olu',
];
const LAST_NAMES = [
  'Mitchell',
  'Fairbanks',
  'Kowalski',
  'Dubois',
  'Schäfer',
  'Raman',
  'García',
  'Jónsdóttir',
  'Zhang',
  'Adeyemi',
];

/** `count` distinct users, varied by index (the same list every time). */
export function buildUsers(count: number, overrides: Partial<User> = {}): User[] {
  return Array.from({ length: count }, (_, index) => {
    const firstName = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Avery';
    const lastName =
      LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length] ?? 'Mitchell';
    const local = `${firstName}.${lastName}`
      .normalize('NFKD')
      .replace(/[^A-Za-z.]/g, '')
      .toLowerCase();
    return buildUser({
      id: `auth0|fixture-user-${index + 1}`,
      firstName,
      lastName,
      email: `${local}${index >= FIRST_NAMES.length * LAST_NAMES.length ? index : ''}@acme.example`,
      role: index === 0 ? Role.Admin : Role.User,
      ...overrides,
    });
  });
}

/** The signed-in user of GET /users/me. */
export const buildCurrentUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  ...buildUser(overrides),
  isEmulating: overrides.isEmulating ?? false,
});
