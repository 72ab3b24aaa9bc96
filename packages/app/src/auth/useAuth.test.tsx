// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AuthContext } from './AuthContext.ts';
import type { AuthState } from './AuthContext.ts';
import { useAuth } from './useAuth.ts';

describe('useAuth', () => {
  it('throws the exact message outside the auth provider', () => {
    expect(() => renderHook(() => useAuth())).toThrow(
      new Error('You forgot to wrap your component in the auth provider'),
    );
  });

  it('returns the provided auth state inside it', () => {
    const auth: AuthState = {
      isLoading: false,
      isAuthenticated: true,
      user: { sub: 'auth0|acme-admin', email: 'admin@acme.example', name: 'Acme Admin' },
      error: undefined,
      login: () => Promise.resolve(),
      logout: () => Promise.resolve(),
      getAccessToken: () => Promise.resolve('token'),
      signInAgain: () => Promise.resolve(),
      resumeSession: () => Promise.resolve(),
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
    );
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current).toBe(auth);
  });
});
