import { faker as fakerEN } from '@faker-js/faker/locale/en_US';
import { ManufacturerSignupType, Role } from '@admin-hub/domain/roles';
import type { Database, UserRecord } from './database.ts';
import { NAME_LOCALES } from './nameLocales.ts';
import { REF_DATE } from './seedData.ts';
import { slugify } from './slugify.ts';

export interface LargeCompany {
  id: number;
  name: string;
  userCount: number;
  /** Its own seed, so adding the company leaves the rest of the database as it was. */
  seed: number;
}

/** Users made per admin: a company this size has a few dozen managers. */
const USERS_PER_ADMIN = 250;

/**
 * Adds a company with `userCount` users (and a {product} account, no signs) to `db`, the same
 * for the same arguments. The demo's 10,000-user company is made this way, and stories add a
 * smaller one in a loader, since the shared seed every story resets to stays small.
 */
export function addLargeCompany(db: Database, company: LargeCompany): void {
  NAME_LOCALES.forEach(({ value }, index) => value.seed(company.seed + index));
  const f = fakerEN;
  const domain = `${slugify(company.name, 24)}.example`;
  db.companies.set(company.id, {
    id: company.id,
    name: company.name,
    signManufacturerId: null,
    manufacturerSignupType: ManufacturerSignupType.Standard,
    createdAt: f.date.past({ years: 2, refDate: REF_DATE }).toISOString(),
    isMfaEnabled: false,
  });
  db.sequences.company = Math.max(db.sequences.company, company.id);

  const emails = new Set([...db.users.values()].map((user) => user.email.toLowerCase()));
  let firstAdmin: UserRecord | undefined;
  for (let index = 0; index < company.userCount; index += 1) {
    const locale = f.helpers.weightedArrayElement(NAME_LOCALES);
    const firstName = locale.person.firstName();
    const lastName = locale.person.lastName();
    const local = `${slugify(firstName, 20) || 'user'}.${slugify(lastName, 20) || 'member'}`;
    let email = `${local}@${domain}`;
    for (let n = 2; emails.has(email); n += 1) email = `${local}${n}@${domain}`;
    emails.add(email);
    const invited = f.datatype.boolean({ probability: 0.05 });
    const user: UserRecord = {
      id: `auth0|${f.string.hexadecimal({ length: 24, casing: 'lower', prefix: '' })}`,
      firstName: invited ? null : firstName,
      lastName: invited ? null : lastName,
      email,
      role: index % USERS_PER_ADMIN === 0 ? Role.Admin : Role.User,
      companyId: company.id,
    };
    firstAdmin ??= user;
    db.users.set(user.id, user);
  }
  db.contentAccounts.set(company.id, {
    companyId: company.id,
    plan: { name: 'Enterprise', canManageSigns: true },
    subscriberAuthId: firstAdmin?.id ?? null,
    downloadCredits: 5000,
    requestCredits: 250,
  });
}
