import { DEMO_ACCOUNTS, createTestToken } from '@admin-hub/api-mocks';
import type { AuthState } from '../auth/AuthContext.ts';

export type DemoEmail = 'superadmin@example.com' | 'admin@acme.example' | 'user@acme.example';

export const DEFAULT_SIGNED_IN_AS: DemoEmail = 'superadmin@example.com';

/**
 * A signed-in auth state for one of the seeded demo accounts, with an unsigned
 * test token the mock handlers accept. No identity-provider traffic.
 */
export function fakeAuth(signedInAs: string, overrides: Partial<AuthState> = {}): AuthState {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === signedInAs);
  if (!account) throw new Error(`No demo account with email ${signedInAs}`);
  const signedIn = overrides.isAuthenticated ?? true;
  return {
    isLoading: false,
    isAuthenticated: signedIn,
    user: signedIn ? { sub: account.id, email: account.email, name: account.email } : undefined,
    error: undefined,
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    signInAgain: () => Promise.resolve(),
    resumeSession: () => Promise.resolve(),
    getAccessToken: () => Promise.resolve(createTestToken(account.id)),
    ...overrides,
  };
}
