export { BulkActionBar } from './BulkActionBar.tsx';
export type { BulkAction, BulkActionBarProps, SelectedItem } from './BulkActionBar.tsx';
