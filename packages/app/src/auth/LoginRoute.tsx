import { useEffect } from 'react';
import { AppSplashScreen } from './AppSplashScreen.tsx';
import { AuthErrorPage } from './AuthErrorPage.tsx';
import { usePageAddress } from './PageAddress.ts';
import { useAuth } from './useAuth.ts';
import { safeReturnTo } from './safeReturnTo.ts';

/**
 * /login: the identity provider returns here (the provider component handles the
 * code and then navigates to the kept return target). Visited directly, it starts
 * a sign-in, returning to `?returnTo=` when that is a same-origin path.
 */
export function LoginRoute() {
  const { isLoading, isAuthenticated, error, login } = useAuth();
  const { search, replace } = usePageAddress();
  const params = new URLSearchParams(search);
  const isCallback = params.has('state') && (params.has('code') || params.has('error'));
  const returnTo = safeReturnTo(params.get('returnTo'));
  const mustSignIn = !isLoading && !isAuthenticated && !error && !isCallback;
  const signedIn = isAuthenticated && !error && !isCallback;

  useEffect(() => {
    if (mustSignIn) void login(returnTo);
  }, [mustSignIn, login, returnTo]);
  useEffect(() => {
    if (signedIn) replace(returnTo);
  }, [signedIn, replace, returnTo]);

  if (error) return <AuthErrorPage message={error.message} />;
  return <AppSplashScreen />;
}
