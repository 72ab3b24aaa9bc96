import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageAddressContext } from '../auth/PageAddress.ts';

/** The sign-in pages' address (the app's entry has no router): the memory router's. */
export function RouterAddress({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const replace = useCallback((to: string) => void navigate(to, { replace: true }), [navigate]);
  const address = useMemo(() => ({ pathname, search, replace }), [pathname, search, replace]);
  return <PageAddressContext value={address}>{children}</PageAddressContext>;
}
