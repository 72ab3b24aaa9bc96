export { ActionMenu } from './ActionMenu.tsx';
export type { ActionMenuProps, MenuAction } from './ActionMenu.tsx';
export { useMenuOnFirstOpen } from './useMenuOnFirstOpen.ts';
export type { MenuOnFirstOpen } from './useMenuOnFirstOpen.ts';
export { dangerClass, menuSections } from './menuSections.tsx';
export type { MenuItemPlacement } from './menuSections.tsx';
