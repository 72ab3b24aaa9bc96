export { BulkActionBar } from './BulkActionBar.tsx';
export type { BulkAction, BulkActionBarProps } from './BulkActionBar.tsx';
