import { useLocation } from 'react-router-dom';
import { currentPageAddress } from '@admin-hub/domain/signAddresses';

/**
 * The page the other apps send the person back to (spec §2: `redirectUrl`): this page's path
 * and query, absolute on the admin hub's own origin.
 */
export function useRedirectUrl(): string {
  const { pathname, search } = useLocation();
  return currentPageAddress(window.location.origin, { pathname, search });
}
