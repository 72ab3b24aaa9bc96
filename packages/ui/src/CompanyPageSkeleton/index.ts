export { CompanyPageSkeleton } from './CompanyPageSkeleton.tsx';
export type { CompanyPageSkeletonProps } from './CompanyPageSkeleton.tsx';
