import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { PageAddressContext } from './PageAddress.ts';

const current = () => ({ pathname: window.location.pathname, search: window.location.search });

/**
 * The browser's address for the sign-in pages, without a router: read at load, and changed
 * only by `replace` (the return after sign-in). Once signed in, the signed-in app's router
 * owns the address and the pages here no longer read it.
 */
export function BrowserAddress({ children }: { children: ReactNode }) {
  const [address, setAddress] = useState(current);
  const replace = useCallback((to: string) => {
    window.history.replaceState(null, '', to);
    setAddress(current());
  }, []);
  const value = useMemo(() => ({ ...address, replace }), [address, replace]);
  return <PageAddressContext value={value}>{children}</PageAddressContext>;
}
