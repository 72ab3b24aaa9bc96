export { useIsMobile } from './useIsMobile.ts';
export { useBusy } from './useBusy.ts';
export type { Busy } from './useBusy.ts';
