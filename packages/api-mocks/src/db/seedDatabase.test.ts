import { Role } from '@admin-hub/domain/roles';
import { describe, expect, it } from 'vitest';
import { ACME_COMPANY_ID, DEMO_ACCOUNTS, SIGNAGE_HQ_COMPANY_ID } from '../demoAccounts.ts';
import { DEFAULT_SEED, getDatabase, resetDatabase } from './database.ts';
import { seedDatabase } from './seedDatabase.ts';
import { EMPTY_COMPANY_ID, LARGE_COMPANY_ID } from './seedData.ts';
import { usersOfCompany } from './views.ts';

/** Best of a few runs: the machine is shared, so one slow run says little about the code. */
const fastestOf = (runs: number, work: () => unknown): number =>
  Math.min(
    ...Array.from({ length: runs }, () => {
      const started = performance.now();
      work();
      return performance.now() - started;
    }),
  );

describe('seedDatabase', () => {
  const db = seedDatabase(DEFAULT_SEED);

  it('is deterministic for a seed', () => {
    const again = seedDatabase(DEFAULT_SEED);
    expect([...again.users.values()]).toEqual([...db.users.values()]);
    expect([...again.companies.values()]).toEqual([...db.companies.values()]);
    expect([...again.mfaDevices.entries()]).toEqual([...db.mfaDevices.entries()]);
  });

  it('seeds in well under 300 ms', () => {
    expect(fastestOf(3, () => seedDatabase(DEFAULT_SEED))).toBeLessThan(300);
  });

  it('has about 120 companies and 1,500 users with unique e-mails', () => {
    expect(db.companies.size).toBe(120);
    expect(db.users.size).toBe(1500);
    const emails = [...db.users.values()].map((user) => user.email.toLowerCase());
    expect(new Set(emails).size).toBe(emails.length);
  });

  it('has a company with no users and one with more than 200', () => {
    expect(usersOfCompany(db, EMPTY_COMPANY_ID)).toHaveLength(0);
    expect(usersOfCompany(db, LARGE_COMPANY_ID).length).toBeGreaterThan(200);
  });

  it('seeds the demo accounts in their companies', () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = db.users.get(account.id);
      expect(user).toMatchObject({ email: account.email, role: account.role });
      expect(db.companies.get(user?.companyId ?? 0)?.name).toBe(account.companyName);
    }
    const hqSuperAdmins = usersOfCompany(db, SIGNAGE_HQ_COMPANY_ID).filter(
      (u) => u.role === Role.SuperAdmin,
    );
    expect(hqSuperAdmins.length).toBeGreaterThanOrEqual(2);
  });

  it('gives Acme Signs users, an invited user, signs of both kinds and a plan that manages signs', () => {
    const acme = usersOfCompany(db, ACME_COMPANY_ID);
    expect(acme.length).toBeGreaterThanOrEqual(8);
    expect(acme.some((user) => user.firstName === null && user.lastName === null)).toBe(true);
    expect(
      [...db.schedulerSigns.values()].filter((s) => s.companyId === ACME_COMPANY_ID).length,
    ).toBeGreaterThan(1);
    expect(
      [...db.contentSigns.values()].filter((s) => s.companyId === ACME_COMPANY_ID).length,
    ).toBeGreaterThan(1);
    expect(db.contentAccounts.get(ACME_COMPANY_ID)?.plan.canManageSigns).toBe(true);
  });

  it('has non-ASCII and long names, companies without a {product} account, mixed MFA devices', () => {
    const names = [...db.users.values()].map((u) => `${u.firstName ?? ''} ${u.lastName ?? ''}`);
    expect(names.some((name) => /[^\u0020-\u007e]/.test(name))).toBe(true);
    expect([...db.companies.values()].some((c) => c.name.length > 60)).toBe(true);
    expect([...db.companies.keys()].some((id) => !db.contentAccounts.has(id))).toBe(true);
    const statuses = new Set([...db.mfaDevices.values()].flat().map((device) => device.status));
    expect(statuses).toContain('confirmed');
    expect(statuses.size).toBeGreaterThan(1);
    const counts = new Set([...db.users.keys()].map((id) => db.mfaDevices.get(id)?.length ?? 0));
    expect([...counts].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('resetDatabase', () => {
  it('restores the seeded state after changes', () => {
    resetDatabase();
    const db = getDatabase();
    db.users.delete('auth0|acme-user');
    db.companies.get(ACME_COMPANY_ID)!.name = 'Renamed';
    resetDatabase();
    expect(getDatabase().users.has('auth0|acme-user')).toBe(true);
    expect(getDatabase().companies.get(ACME_COMPANY_ID)?.name).toBe('Acme Signs');
  });

  it('is fast enough to run before every story and test', () => {
    expect(fastestOf(3, resetDatabase)).toBeLessThan(100);
  });
});
