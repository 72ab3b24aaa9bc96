import { Role } from '@admin-hub/domain/roles';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED, getDatabase, resetDatabase } from './database.ts';
import { seedDatabase } from './seedDatabase.ts';
import { SCALE_COMPANY } from './seedData.ts';
import { addLargeCompany } from './seedLargeCompany.ts';
import { usersOfCompany } from './views.ts';

describe('addLargeCompany', () => {
  const plain = seedDatabase(DEFAULT_SEED);
  const scaled = seedDatabase(DEFAULT_SEED);
  addLargeCompany(scaled, SCALE_COMPANY);

  it("adds 'Globex Signage Network' with 10,000 users of unique e-mails, a few of them admins", () => {
    expect(scaled.companies.get(SCALE_COMPANY.id)?.name).toBe('Globex Signage Network');
    const users = usersOfCompany(scaled, SCALE_COMPANY.id);
    expect(users).toHaveLength(10_000);
    const emails = [...scaled.users.values()].map((user) => user.email.toLowerCase());
    expect(new Set(emails).size).toBe(emails.length);
    expect(users.filter((user) => user.role === Role.Admin)).toHaveLength(40);
    expect(scaled.contentAccounts.get(SCALE_COMPANY.id)?.subscriberAuthId).toBe(users[0]?.id);
    expect(scaled.sequences.company).toBe(SCALE_COMPANY.id);
  });

  it('leaves every other record as the shared seed has it', () => {
    const others = [...scaled.users.values()].filter((user) => user.companyId !== SCALE_COMPANY.id);
    expect(others).toEqual([...plain.users.values()]);
    scaled.companies.delete(SCALE_COMPANY.id);
    expect([...scaled.companies.values()]).toEqual([...plain.companies.values()]);
  });

  it('is the same for the same arguments', () => {
    const again = seedDatabase(DEFAULT_SEED);
    addLargeCompany(again, SCALE_COMPANY);
    expect(usersOfCompany(again, SCALE_COMPANY.id)).toEqual(
      usersOfCompany(scaled, SCALE_COMPANY.id),
    );
  });

  it('is not in the database stories and tests reset to', () => {
    resetDatabase();
    expect(getDatabase().companies.has(SCALE_COMPANY.id)).toBe(false);
    expect(getDatabase().users.size).toBe(1500);
  });
});
