export { useMediaQuery } from './useMediaQuery.ts';
export { useIsMobile, MOBILE_MEDIA_QUERY } from './useIsMobile.ts';
export { useBusy } from './useBusy.ts';
export type { Busy } from './useBusy.ts';
