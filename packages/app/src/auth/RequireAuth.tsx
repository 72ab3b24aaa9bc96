import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { AppSplashScreen } from './AppSplashScreen.tsx';
import { AuthErrorPage } from './AuthErrorPage.tsx';
import { usePageAddress } from './PageAddress.ts';
import { useAuth } from './useAuth.ts';

/**
 * Protected pages: while the session is being restored, or while the visitor is
 * on the way to the identity provider, only the splash screen shows; a visitor
 * without a session is sent to sign in and comes back to this path and query.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated, error, login } = useAuth();
  const { pathname, search } = usePageAddress();
  const mustSignIn = !isLoading && !isAuthenticated && !error;

  useEffect(() => {
    if (mustSignIn) void login(`${pathname}${search}`);
  }, [mustSignIn, login, pathname, search]);

  if (error && !isAuthenticated) return <AuthErrorPage message={error.message} />;
  if (!isAuthenticated) return <AppSplashScreen />;
  return children;
}
