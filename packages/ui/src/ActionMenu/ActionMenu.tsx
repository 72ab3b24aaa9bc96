import type { ReactNode } from 'react';
import { EllipsisVertical } from 'lucide-react';
import { DropdownTogglePlaceholder } from '../DeferredDropdown/DropdownTogglePlaceholder.tsx';
import { useDeferredDropdown } from '../DeferredDropdown/useDeferredDropdown.ts';
import { menuSections } from './menuSections.tsx';
import { MenuItem, type MenuAction } from './MenuItem.tsx';
import { useMenuOnFirstOpen } from './useMenuOnFirstOpen.ts';

export interface ActionMenuProps {
  /** Accessible name of the toggle, e.g. 'Actions for Main Street Billboard'. */
  label: string;
  actions: readonly MenuAction[];
  /** Visible text of the toggle; without it the toggle is a kebab icon. */
  toggleText?: ReactNode;
  /**
   * Open from the first render, once the menu's code has arrived: for a docs page or a review,
   * which show the items without a click. The product opens menus on a press only.
   */
  defaultOpen?: boolean;
}

// Below 992 px a 64 px tab bar is fixed over the page's bottom edge: a menu that would reach
// under it opens upwards instead.
const MENU_POPPER = {
  modifiers: [{ name: 'flip', options: { padding: { bottom: 72 } } }],
};

/**
 * The one menu of actions, for a row, a card or a page: buttons, links to other apps, or
 * unavailable with the reason, in sections.
 */
export function ActionMenu({ label, actions, toggleText, defaultOpen = false }: ActionMenuProps) {
  const { Dropdown, toggleRef, requestOpen } = useDeferredDropdown();
  const menu = useMenuOnFirstOpen(defaultOpen);
  if (actions.length === 0) return null;
  // The kebab of a row, or a page's menu ('Actions' in its header) at the size of the header's
  // other actions.
  const toggle =
    toggleText === undefined
      ? {
          bsPrefix: 'ah-action-menu-kebab',
          variant: 'link',
          className: 'p-1 text-body-secondary',
          children: <EllipsisVertical aria-hidden="true" size={20} />,
        }
      : { variant: 'outline-primary', children: toggleText };
  if (!Dropdown) {
    const { className, ...look } = toggle;
    return (
      <DropdownTogglePlaceholder
        {...look}
        toggleClassName={className}
        aria-label={label}
        onOpen={(event) => {
          requestOpen(event);
          // Its show is controlled here: open as the Dropdown arrives.
          menu.onToggle(true);
        }}
      />
    );
  }
  return (
    <Dropdown align="end" show={menu.show} onToggle={menu.onToggle}>
      <Dropdown.Toggle ref={toggleRef} {...toggle} aria-label={label} />
      {menu.opened && (
        <Dropdown.Menu className="ah-action-menu" popperConfig={MENU_POPPER}>
          {menuSections(Dropdown, actions, (action) => (
            <MenuItem action={action} />
          ))}
        </Dropdown.Menu>
      )}
    </Dropdown>
  );
}
