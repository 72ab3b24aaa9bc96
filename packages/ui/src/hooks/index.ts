export { useMediaQuery } from './useMediaQuery.ts';
export { useIsMobile, MOBILE_MEDIA_QUERY } from './useIsMobile.ts';
