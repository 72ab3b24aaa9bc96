import type { Faker } from '@faker-js/faker';
import { faker as fakerEN } from '@faker-js/faker/locale/en_US';
import { type AuthId, type MfaDevice } from '@admin-hub/domain/entities';
import { ManufacturerSignupType, Role } from '@admin-hub/domain/roles';
import { ACME_COMPANY_ID, DEMO_ACCOUNTS, SIGNAGE_HQ_COMPANY_ID } from '../demoAccounts.ts';
import type { CompanyRecord, Database, UserRecord } from './database.ts';
import {
  ACME_CONTENT_SIGNS,
  ACME_SCHEDULER_SIGNS,
  ACME_STAFF,
  COMPANY_COUNT,
  EMPTY_COMPANY_ID,
  LARGE_COMPANY_ID,
  LARGE_COMPANY_USER_COUNT,
  MFA_METHODS,
  MFA_STATUSES,
  NAMED_COMPANIES,
  ACME_PLAN,
  PLANS,
  REF_DATE,
  SIGN_MANUFACTURER_NAMES,
  USER_COUNT,
} from './seedData.ts';
import { NAME_LOCALES } from './nameLocales.ts';
import { slugify } from './slugify.ts';

const NEXTLED_MANUFACTURER_ID = SIGN_MANUFACTURER_NAMES.indexOf('NextLED') + 1;

const DEMO_NAMES: Record<AuthId, [string, string]> = {
  'auth0|superadmin': ['Sam', 'Okafor'],
  'auth0|acme-admin': ['Avery', 'Mitchell'],
  'auth0|acme-user': ['Jordan', 'Lee'],
};

/** A deterministic database: the same seed gives the same records, ids and dates. */
export function seedDatabase(seed: number): Database {
  const f = fakerEN;
  NAME_LOCALES.forEach(({ value }, index) => value.seed(seed + index));
  const past = (years: number) => f.date.past({ years, refDate: REF_DATE }).toISOString();

  const db: Database = {
    companies: new Map(),
    users: new Map(),
    contentAccounts: new Map(),
    schedulerSigns: new Map(),
    contentSigns: new Map(),
    signManufacturers: SIGN_MANUFACTURER_NAMES.map((name, index) => ({ id: index + 1, name })),
    mfaDevices: new Map(),
    signPermissions: new Map(),
    emulation: new Map(),
    outbox: [],
    activity: [],
    sequences: { company: COMPANY_COUNT, user: 0, activity: 0 },
  };

  for (let id = 1; id <= COMPANY_COUNT; id += 1) {
    const manufacturerId = f.datatype.boolean({ probability: 0.3 })
      ? f.number.int({ min: 1, max: SIGN_MANUFACTURER_NAMES.length })
      : null;
    const company: CompanyRecord = {
      id,
      name: NAMED_COMPANIES[id] ?? f.helpers.weightedArrayElement(NAME_LOCALES).company.name(),
      signManufacturerId: manufacturerId,
      manufacturerSignupType:
        manufacturerId === NEXTLED_MANUFACTURER_ID
          ? ManufacturerSignupType.NextLED
          : ManufacturerSignupType.Standard,
      createdAt: id === ACME_COMPANY_ID ? '2019-03-04T15:20:00.000Z' : past(6),
      isMfaEnabled: f.datatype.boolean({ probability: 0.25 }),
    };
    db.companies.set(id, company);
  }

  const emails = new Set<string>();
  const domainOf = (company: CompanyRecord) =>
    company.id === ACME_COMPANY_ID
      ? 'acme.example'
      : `${slugify(company.name, 24) || `company-${company.id}`}.example`;
  const addUser = (user: UserRecord) => {
    emails.add(user.email.toLowerCase());
    db.users.set(user.id, user);
  };
  const uniqueEmail = (local: string, domain: string) => {
    let candidate = `${local}@${domain}`;
    for (let n = 2; emails.has(candidate); n += 1) candidate = `${local}${n}@${domain}`;
    return candidate;
  };
  const generatedUser = (companyId: number, role: Role): UserRecord => {
    const locale = f.helpers.weightedArrayElement(NAME_LOCALES);
    const invited = f.datatype.boolean({ probability: 0.05 });
    const firstName = locale.person.firstName();
    const lastName = locale.person.lastName();
    const local = `${slugify(firstName, 20) || 'user'}.${slugify(lastName, 20) || f.string.numeric(4)}`;
    const company = db.companies.get(companyId);
    if (!company) throw new Error(`Seed: no company ${companyId}`);
    return {
      id: `auth0|${f.string.hexadecimal({ length: 24, casing: 'lower', prefix: '' })}`,
      firstName: invited ? null : firstName,
      lastName: invited ? null : lastName,
      email: uniqueEmail(local, domainOf(company)),
      role,
      companyId,
    };
  };

  for (const account of DEMO_ACCOUNTS) {
    const [firstName, lastName] = DEMO_NAMES[account.id] ?? [null, null];
    const companyId = account.role === Role.SuperAdmin ? SIGNAGE_HQ_COMPANY_ID : ACME_COMPANY_ID;
    addUser({
      id: account.id,
      firstName,
      lastName,
      email: account.email,
      role: account.role,
      companyId,
    });
  }
  addUser({
    id: 'auth0|hq-superadmin-2',
    firstName: 'Ingrid',
    lastName: 'Øverland',
    email: 'ingrid.overland@example.com',
    role: Role.SuperAdmin,
    companyId: SIGNAGE_HQ_COMPANY_ID,
  });
  ACME_STAFF.forEach((staff, index) =>
    addUser({ id: `auth0|acme-staff-${index + 1}`, ...staff, companyId: ACME_COMPANY_ID }),
  );
  for (let index = 0; index < LARGE_COMPANY_USER_COUNT; index += 1) {
    addUser(generatedUser(LARGE_COMPANY_ID, index < 3 ? Role.Admin : Role.User));
  }
  // Every other company gets an admin first, then the rest of the users at random.
  const fixedIds = [ACME_COMPANY_ID, SIGNAGE_HQ_COMPANY_ID, EMPTY_COMPANY_ID, LARGE_COMPANY_ID];
  const otherIds = [...db.companies.keys()].filter((id) => !fixedIds.includes(id));
  for (const companyId of otherIds) addUser(generatedUser(companyId, Role.Admin));
  while (db.users.size < USER_COUNT) {
    const companyId = f.helpers.arrayElement(otherIds);
    addUser(
      generatedUser(companyId, f.datatype.boolean({ probability: 0.1 }) ? Role.Admin : Role.User),
    );
  }

  const usersOf = (companyId: number) =>
    [...db.users.values()].filter((user) => user.companyId === companyId);

  let signId = 0;
  let contentSignId = 0;
  for (const company of db.companies.values()) {
    if (company.id === EMPTY_COMPANY_ID) continue;
    const members = usersOf(company.id);
    const hasAccount = company.id === ACME_COMPANY_ID || company.id % 6 !== 0;
    if (hasAccount) {
      const admin = members.find((user) => user.role !== Role.User);
      db.contentAccounts.set(company.id, {
        companyId: company.id,
        plan: { ...f.helpers.arrayElement(PLANS) },
        subscriberAuthId: admin && f.datatype.boolean({ probability: 0.9 }) ? admin.id : null,
        downloadCredits: f.number.int({ min: 1, max: 500 }),
        requestCredits: f.number.int({ min: 0, max: 50 }),
      });
    }
    const schedulerSigns =
      company.id === ACME_COMPANY_ID
        ? ACME_SCHEDULER_SIGNS
        : Array.from({ length: f.number.int({ min: 0, max: 4 }) }, () => generatedSign(f));
    const signIds = schedulerSigns.map((sign) => {
      signId += 1;
      db.schedulerSigns.set(signId, { id: signId, companyId: company.id, ...sign });
      return signId;
    });
    const contentSigns =
      company.id === ACME_COMPANY_ID
        ? ACME_CONTENT_SIGNS
        : hasAccount
          ? Array.from({ length: f.number.int({ min: 0, max: 3 }) }, () => {
              const { state, ...rest } = generatedSign(f);
              return { ...rest, stateProvince: state };
            })
          : [];
    for (const sign of contentSigns) {
      contentSignId += 1;
      db.contentSigns.set(contentSignId, { id: contentSignId, companyId: company.id, ...sign });
    }
    for (const user of members) {
      if (user.role === Role.User && signIds.length > 0) {
        db.signPermissions.set(
          user.id,
          f.helpers.arrayElements(signIds).sort((a, b) => a - b),
        );
      }
      const devices = mfaDevices(f, f.helpers.weightedArrayElement(DEVICE_COUNTS));
      if (devices.length > 0) db.mfaDevices.set(user.id, devices);
    }
  }
  // Acme's account matches the story fixtures: a plan that manages signs, its admin subscribed.
  db.contentAccounts.set(ACME_COMPANY_ID, {
    companyId: ACME_COMPANY_ID,
    plan: { ...ACME_PLAN },
    subscriberAuthId: 'auth0|acme-admin',
    downloadCredits: 120,
    requestCredits: 8,
  });
  // The demo base user always shows a mixed device list and a partial sign grant.
  db.mfaDevices.set('auth0|acme-user', [
    {
      id: 'dev_acmeuser_totp',
      auth_method: 'totp',
      status: 'confirmed',
      enrolled_at: '2025-06-02T09:30:00.000Z',
    },
    {
      id: 'dev_acmeuser_sms',
      auth_method: 'sms',
      status: 'pending',
      enrolled_at: '2025-11-20T16:45:00.000Z',
    },
  ]);
  db.signPermissions.set('auth0|acme-user', [1, 2, 3]);
  return db;
}

const DEVICE_COUNTS = [
  { weight: 50, value: 0 },
  { weight: 25, value: 1 },
  { weight: 15, value: 2 },
  { weight: 10, value: 3 },
];

const SIGN_KINDS = ['Billboard', 'Marquee', 'Pylon Sign', 'Message Center', 'Video Wall'];

const generatedSign = (f: Faker) => ({
  name: `${f.location.street()} ${f.helpers.arrayElement(SIGN_KINDS)}`,
  city: f.location.city(),
  state: f.location.state({ abbreviated: true }),
  width: f.number.int({ min: 4, max: 60 }),
  height: f.number.int({ min: 2, max: 20 }),
});

const mfaDevices = (f: Faker, count: number): MfaDevice[] =>
  Array.from({ length: count }, () => ({
    id: `dev_${f.string.alphanumeric({ length: 16, casing: 'lower' })}`,
    auth_method: f.helpers.arrayElement(MFA_METHODS),
    status: f.helpers.arrayElement(MFA_STATUSES),
    enrolled_at: f.date.past({ years: 3, refDate: REF_DATE }).toISOString(),
  }));
