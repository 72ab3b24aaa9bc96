import { type Company, type ContentCompany } from '@admin-hub/domain/entities';
import { ManufacturerSignupType, Role } from '@admin-hub/domain/roles';
import { ACME_COMPANY_ID } from '../demoAccounts.ts';
import { buildUser } from './buildUser.ts';
import { fixtureCompanyName } from './fixtureCompanyName.ts';

/** A company for stories and tests: Acme Signs with its demo admin and base user. */
export function buildCompany(overrides: Partial<Company> = {}): Company {
  const id = overrides.id ?? ACME_COMPANY_ID;
  return {
    id,
    name: fixtureCompanyName(id),
    signManufacturerId: null,
    manufacturerSignupType: ManufacturerSignupType.Standard,
    users: [
      buildUser({
        id: 'auth0|acme-admin',
        firstName: 'Avery',
        lastName: 'Mitchell',
        email: 'admin@acme.example',
        role: Role.Admin,
        companyId: id,
      }),
      buildUser({ companyId: id }),
    ],
    createdAt: '2019-03-04T15:20:00.000Z',
    isMfaEnabled: false,
    ...overrides,
  };
}

/** Acme's {product} account: a plan that can manage signs, the demo admin as subscriber. */
export const buildContentCompany = (overrides: Partial<ContentCompany> = {}): ContentCompany => ({
  id: ACME_COMPANY_ID,
  plan: { name: 'Pro', canManageSigns: true },
  subscriberUser: { authId: 'auth0|acme-admin', email: 'admin@acme.example' },
  downloadCredits: 120,
  requestCredits: 8,
  ...overrides,
});
