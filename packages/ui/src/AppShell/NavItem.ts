import type { ReactNode } from 'react';

/** One entry of the side navigation or the bottom tab bar. */
export interface NavItem {
  key: string;
  label: string;
  href: string;
  /** Defaults to the section's own icon for the app's known keys. */
  icon?: ReactNode;
  /** The current section. */
  active?: boolean;
}
