export { useIsMobile } from './useIsMobile.ts';
