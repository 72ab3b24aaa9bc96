export { ScrollRegion } from './ScrollRegion.tsx';
export type { ScrollRegionProps } from './ScrollRegion.tsx';
