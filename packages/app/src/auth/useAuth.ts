import { useContext } from 'react';
import { AUTH_PROVIDER_MISSING, AuthContext } from './AuthContext.ts';
import type { AuthState } from './AuthContext.ts';

/** The authentication state; throws when used outside an auth provider. */
export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (auth === null) throw new Error(AUTH_PROVIDER_MISSING);
  return auth;
}
