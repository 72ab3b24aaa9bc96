import { describe, expect, it } from 'vitest';
import { Role } from './roles.ts';
import { jumpScope } from './jumpScope.ts';
import { jumpAddress } from './jumpAddress.ts';

describe('jumpScope', () => {
  it('gives a super admin every company and user', () => {
    expect(jumpScope({ role: Role.SuperAdmin, companyId: 1 })).toEqual({ kind: 'everything' });
  });

  it("gives a company admin only their own company's users", () => {
    expect(jumpScope({ role: Role.Admin, companyId: 7 })).toEqual({
      kind: 'companyUsers',
      companyId: 7,
    });
  });

  it('gives a base user no jump box', () => {
    expect(jumpScope({ role: Role.User, companyId: 7 })).toBeNull();
  });
});

describe('jumpAddress', () => {
  const everything = { kind: 'everything' } as const;
  const ownCompany = { kind: 'companyUsers', companyId: 7 } as const;

  it("opens a company's page", () => {
    expect(jumpAddress(everything, { kind: 'company', companyId: 4 })).toBe('/admin/companies/4');
  });

  it("opens a user's company page with the user named, the id encoded", () => {
    expect(jumpAddress(everything, { kind: 'user', companyId: 4, userId: 'auth0|a b' })).toBe(
      '/admin/companies/4?user=auth0%7Ca+b',
    );
  });

  it('sends a company admin to My Company, the only address of their company they may open', () => {
    expect(jumpAddress(ownCompany, { kind: 'user', companyId: 7, userId: 'auth0|x' })).toBe(
      '/admin/my-company?user=auth0%7Cx',
    );
  });
});
