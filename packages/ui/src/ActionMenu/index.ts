export { ActionMenu } from './ActionMenu.tsx';
export type { ActionMenuProps } from './ActionMenu.tsx';
export type { MenuAction } from './MenuItem.tsx';
export type { MenuItemPlacement } from './menuSections.tsx';
