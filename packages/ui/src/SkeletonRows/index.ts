export { SkeletonRows } from './SkeletonRows.tsx';
export type { SkeletonRowsProps } from './SkeletonRows.tsx';
