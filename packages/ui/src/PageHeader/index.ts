export { PageHeader } from './PageHeader.tsx';
export type { Crumb, PageHeaderProps } from './PageHeader.tsx';
