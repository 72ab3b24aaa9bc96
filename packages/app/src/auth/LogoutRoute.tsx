import { useEffect } from 'react';
import { AppSplashScreen } from './AppSplashScreen.tsx';
import { useAuth } from './useAuth.ts';

/** /logout: ends the session; the identity provider then returns to the marketing site. */
export function LogoutRoute() {
  const { logout } = useAuth();
  useEffect(() => {
    void logout();
  }, [logout]);
  return <AppSplashScreen message="Signing out…" />;
}
