import { Fragment, type ReactNode } from 'react';
import type { Dropdown } from '../DeferredDropdown/useDropdown.ts';

/** What a menu item may say about its place: its section, and whether it destroys something. */
export interface MenuItemPlacement {
  /** Items of one group sit together; a divider separates groups. */
  group?: string;
  /** Destroys something (Delete): drawn in the danger colour, after a divider of its own group. */
  danger?: boolean;
}

/**
 * A menu's items with a divider wherever the group changes: the one way the ui's menus (row
 * menus, card menus) show their sections.
 */
export function menuSections<A extends MenuItemPlacement & { label: string }>(
  Dropdown: Dropdown,
  actions: readonly A[],
  renderItem: (action: A) => ReactNode,
): ReactNode {
  return actions.map((action, index) => (
    <Fragment key={action.label}>
      {index > 0 && actions[index - 1]?.group !== action.group && <Dropdown.Divider />}
      {renderItem(action)}
    </Fragment>
  ));
}

/** The class of an item that destroys something. */
export const dangerClass = (action: MenuItemPlacement): string | undefined =>
  action.danger ? 'ah-menu-danger' : undefined;
