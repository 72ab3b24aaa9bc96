export { ActionMenu } from './ActionMenu.tsx';
export type { ActionMenuProps, MenuAction } from './ActionMenu.tsx';
