export { AppShell } from './AppShell.tsx';
export type { AppShellProps } from './AppShell.tsx';
export type { NavItem } from './NavItem.ts';
export type { ColorThemeChoice, ColorThemeControl } from './ColorThemePicker.tsx';
