import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AppSplashScreen } from './AppSplashScreen.tsx';
import { AuthErrorPage } from './AuthErrorPage.tsx';
import { useAuth } from './useAuth.ts';
import { safeReturnTo } from './safeReturnTo.ts';

/**
 * /login: the identity provider returns here (the provider component handles the
 * code and then navigates to the kept return target). Visited directly, it starts
 * a sign-in, returning to `?returnTo=` when that is a same-origin path.
 */
export function LoginRoute() {
  const { isLoading, isAuthenticated, error, login } = useAuth();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const isCallback = params.has('state') && (params.has('code') || params.has('error'));
  const returnTo = safeReturnTo(params.get('returnTo'));
  const mustSignIn = !isLoading && !isAuthenticated && !error && !isCallback;

  useEffect(() => {
    if (mustSignIn) void login(returnTo);
  }, [mustSignIn, login, returnTo]);

  if (error) return <AuthErrorPage message={error.message} />;
  if (isAuthenticated && !isCallback) return <Navigate to={returnTo} replace />;
  return <AppSplashScreen />;
}
