import { useId, type ReactNode } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { EllipsisVertical } from 'lucide-react';
import { dangerClass, menuSections, type MenuItemPlacement } from './menuSections.tsx';
import { useMenuOnFirstOpen } from './useMenuOnFirstOpen.ts';

export interface MenuAction extends MenuItemPlacement {
  label: string;
  /** Runs the action here (opens a dialog, starts a call). */
  onSelect?: () => void;
  /** Leaves for this address instead (another app): the item is a real link. */
  href?: string;
  /** Busy elsewhere: greyed out, no reason needed. */
  disabled?: boolean;
  /**
   * Why the action cannot be used here (a rule's exact message). The item stays in the menu,
   * focusable, with the reason written under its label, so it reads the same on hover, on
   * keyboard focus and on touch.
   */
  disabledReason?: string;
}

export interface ActionMenuProps {
  /** Accessible name of the toggle, e.g. 'Actions for Main Street Billboard'. */
  label: string;
  actions: readonly MenuAction[];
  /** Visible text of the toggle; without it the toggle is a kebab icon. */
  toggleText?: ReactNode;
}

/** A row's or a card's actions in a dropdown: buttons, links to other apps, or unavailable with the reason. */
export function ActionMenu({ label, actions, toggleText }: ActionMenuProps) {
  const menu = useMenuOnFirstOpen();
  if (actions.length === 0) return null;
  return (
    <Dropdown align="end" show={menu.show} onToggle={menu.onToggle}>
      {toggleText === undefined ? (
        <Dropdown.Toggle
          bsPrefix="ah-action-menu-kebab"
          variant="link"
          className="p-1 text-body-secondary"
          aria-label={label}
        >
          <EllipsisVertical aria-hidden="true" size={20} />
        </Dropdown.Toggle>
      ) : (
        <Dropdown.Toggle variant="outline-primary" size="sm" aria-label={label}>
          {toggleText}
        </Dropdown.Toggle>
      )}
      {menu.opened && (
        <Dropdown.Menu className="ah-action-menu">
          {menuSections(actions, (action) => (
            <ActionItem action={action} />
          ))}
        </Dropdown.Menu>
      )}
    </Dropdown>
  );
}

function ActionItem({ action }: { action: MenuAction }) {
  const reasonId = useId();
  const { disabledReason, href } = action;
  if (disabledReason !== undefined) {
    // A plain button rather than Dropdown.Item, which would drop aria-disabled and close the menu
    // on click; the menu's arrow keys still reach it (it is a .dropdown-item).
    return (
      <button
        type="button"
        className="dropdown-item ah-action-unavailable"
        aria-disabled="true"
        aria-describedby={reasonId}
      >
        <span className="d-block">{action.label}</span>
        <span id={reasonId} className="d-block small ah-action-unavailable__reason">
          {disabledReason}
        </span>
      </button>
    );
  }
  if (href !== undefined) {
    return (
      <Dropdown.Item
        href={href}
        disabled={action.disabled}
        onClick={action.onSelect}
        className={dangerClass(action)}
      >
        {action.label}
      </Dropdown.Item>
    );
  }
  return (
    <Dropdown.Item
      as="button"
      type="button"
      disabled={action.disabled}
      onClick={action.onSelect}
      className={dangerClass(action)}
    >
      {action.label}
    </Dropdown.Item>
  );
}
