import { ACME_COMPANY_ID, SIGNAGE_HQ_COMPANY_ID } from '../demoAccounts.ts';

/** Names of the demo companies, so fixtures agree with the seeded database. */
export const fixtureCompanyName = (companyId: number): string =>
  companyId === ACME_COMPANY_ID
    ? 'Acme Signs'
    : companyId === SIGNAGE_HQ_COMPANY_ID
      ? 'Signage HQ'
      : `Company ${companyId}`;
