export { SortMenu } from './SortMenu.tsx';
export type { SortMenuProps, SortOption } from './SortMenu.tsx';
