import { MOBILE_BREAKPOINT_PX } from '@admin-hub/domain/constants';
import { useMediaQuery } from './useMediaQuery.ts';

/** The spec's mobile query: narrower than 992 px (Bootstrap's `lg`). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** True below the 992 px breakpoint (spec §9), where the bottom tab bar and floating action button appear. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}
