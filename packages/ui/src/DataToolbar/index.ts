export { DataToolbar } from './DataToolbar.tsx';
export type { DataToolbarProps } from './DataToolbar.tsx';
