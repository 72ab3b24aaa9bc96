import { DEMO_ACCOUNTS, getDatabase } from '@admin-hub/api-mocks';
import type { DemoEmail } from './fakeAuth.ts';

const accountId = (email: DemoEmail): string => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`No demo account with email ${email}`);
  return account.id;
};

/**
 * Puts the mock backend in the state a POST set-emulate leaves: `real` now acts
 * as `target`. For a story's `beforeEach` (after the database reset), so the
 * story opens mid-emulation without clicking through.
 */
export function startEmulation(real: DemoEmail, target: DemoEmail): void {
  getDatabase().emulation.set(accountId(real), accountId(target));
}
