import type { ContentSign, SchedulerSign } from '@admin-hub/domain/entities';
import { ACME_COMPANY_ID } from '../demoAccounts.ts';

/** A scheduler sign of Acme Signs; pass `id`/`name` to vary it. */
export const buildSchedulerSign = (overrides: Partial<SchedulerSign> = {}): SchedulerSign => ({
  id: 1,
  name: 'Main Street Billboard',
  companyId: ACME_COMPANY_ID,
  city: 'Springfield',
  state: 'IL',
  width: 48,
  height: 14,
  ...overrides,
});

/** A {product} sign of Acme Signs (stateProvince where the scheduler says state). */
export const buildContentSign = (overrides: Partial<ContentSign> = {}): ContentSign => ({
  id: 1,
  name: 'Lobby Welcome Screen',
  companyId: ACME_COMPANY_ID,
  city: 'Springfield',
  stateProvince: 'IL',
  width: 1920,
  height: 1080,
  ...overrides,
});
