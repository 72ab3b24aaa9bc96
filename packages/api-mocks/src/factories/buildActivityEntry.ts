import type { ActivityEntry } from '@admin-hub/domain/activity';
import { ACME_COMPANY_ID } from '../demoAccounts.ts';
import { fixtureCompanyName } from './fixtureCompanyName.ts';

/**
 * An accepted edit for stories and tests: Acme's admin changed the base user's last name at the
 * stories' clock (2026-01-15T10:00Z) less an hour; never random.
 */
export const buildActivityEntry = (overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: 1,
  at: '2026-01-15T09:00:00.000Z',
  actor: { id: 'auth0|acme-admin', email: 'admin@acme.example' },
  emulating: null,
  kind: 'user.updated',
  companyId: ACME_COMPANY_ID,
  companyName: fixtureCompanyName(ACME_COMPANY_ID),
  user: { id: 'auth0|acme-user', email: 'user@acme.example' },
  target: null,
  changes: [{ field: 'lastName', before: 'Dubois', after: 'Dubois-Martin' }],
  ok: true,
  status: 200,
  ...overrides,
});
