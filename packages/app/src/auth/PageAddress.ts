import { createContext, use } from 'react';

/**
 * The page's address as the sign-in pages see it. They run before the signed-in router exists
 * (a visitor on the way to sign in downloads none), so the entry gives them the browser's own
 * (`BrowserAddress`); the stories give them their memory router's.
 */
export interface PageAddress {
  pathname: string;
  search: string;
  /** Moves to `to` in place of this address, as a redirect would. */
  replace: (to: string) => void;
}

export const PageAddressContext = createContext<PageAddress | null>(null);

export function usePageAddress(): PageAddress {
  const address = use(PageAddressContext);
  if (!address) throw new Error('usePageAddress needs a PageAddressContext above it');
  return address;
}
