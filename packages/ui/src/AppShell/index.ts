export { AppShell } from './AppShell.tsx';
export type { AppShellProps } from './AppShell.tsx';
export type { NavItem } from './NavItem.ts';
