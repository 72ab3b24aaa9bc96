import { useId, type ComponentPropsWithRef } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { EllipsisVertical } from 'lucide-react';
import { isInvited } from '@admin-hub/domain/isInvited';
import { ROLE_LABELS } from '@admin-hub/domain/roles';
import { userDisplayName } from '@admin-hub/domain/userDisplayName';
import type { CompanyRef, User } from '@admin-hub/domain/entities';
import {
  dangerClass,
  menuSections,
  useMenuOnFirstOpen,
  type MenuItemPlacement,
} from '../ActionMenu/index.ts';
import { InvitedBadge } from '../InvitedBadge/index.ts';
import { renderAnchor } from '../links/index.ts';
import type { RenderLink } from '../links/index.ts';

export interface UserAction extends MenuItemPlacement {
  label: string;
  onSelect: () => void;
  /** Busy elsewhere (e.g. an emulation switching): greyed out, no reason needed. */
  disabled?: boolean;
  /**
   * Why this user cannot be acted on this way (a rule's exact message). The item stays in the
   * menu, focusable, with the reason written under its label, so it reads the same on hover,
   * on keyboard focus and on touch.
   */
  disabledReason?: string;
}

export interface UserRowProps {
  user: User;
  /** Address of the user's company page; without it the company is not shown (e.g. on that company's own page). */
  companyHref?: (company: CompanyRef) => string;
  renderLink?: RenderLink;
  /** Row actions for the kebab menu; no menu when empty. */
  actions?: readonly UserAction[];
  /** Whether the row's checkbox is ticked; no checkbox without `onSelectedChange`. */
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
}

// Below 992 px a 64 px tab bar is fixed over the page's bottom edge: a menu that would reach
// under it opens upwards instead.
const MENU_POPPER = {
  modifiers: [{ name: 'flip', options: { padding: { bottom: 72 } } }],
};

/** The content of one user's list item: name (or email while invited), email, role, company and row actions. */
export function UserRow({
  user,
  companyHref,
  renderLink = renderAnchor,
  actions = [],
  selected = false,
  onSelectedChange,
}: UserRowProps) {
  const menu = useMenuOnFirstOpen();
  const invited = isInvited(user);
  return (
    <div className="d-flex align-items-center gap-3">
      {onSelectedChange && (
        <input
          type="checkbox"
          className="form-check-input m-0 flex-shrink-0"
          aria-label={`Select ${user.email}`}
          checked={selected}
          onChange={(event) => onSelectedChange(event.currentTarget.checked)}
        />
      )}
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <span className="fw-semibold text-truncate">{userDisplayName(user)}</span>
          {invited && <InvitedBadge />}
        </div>
        <div className="small text-body-secondary d-flex flex-wrap column-gap-3">
          {!invited && <span className="text-truncate">{user.email}</span>}
          <span>{ROLE_LABELS[user.role]}</span>
          {companyHref &&
            renderLink({
              href: companyHref(user.company),
              className: 'link-primary text-truncate',
              children: user.company.name,
            })}
        </div>
      </div>
      {actions.length > 0 && (
        <Dropdown align="end" show={menu.show} onToggle={menu.onToggle}>
          <Dropdown.Toggle
            bsPrefix="user-row-actions"
            variant="link"
            className="p-1 text-body-secondary"
            aria-label={`Actions for ${user.email}`}
          >
            <EllipsisVertical aria-hidden="true" size={20} />
          </Dropdown.Toggle>
          {menu.opened && (
            <Dropdown.Menu popperConfig={MENU_POPPER}>
              {menuSections(actions, (action) => (
                <UserActionItem action={action} />
              ))}
            </Dropdown.Menu>
          )}
        </Dropdown>
      )}
    </div>
  );
}

/**
 * The element of an unavailable action. react-bootstrap's item writes its own `aria-disabled`
 * (unset unless `disabled`, which would also drop the item's reason from the click), so the
 * button states it last.
 */
const UnavailableActionButton = ({ ref, ...props }: ComponentPropsWithRef<'button'>) => (
  <button ref={ref} type="button" {...props} aria-disabled="true" />
);

function UserActionItem({ action }: { action: UserAction }) {
  const reasonId = useId();
  const { disabledReason } = action;
  if (disabledReason === undefined) {
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
  return (
    <Dropdown.Item
      as={UnavailableActionButton}
      className="ah-action-unavailable"
      aria-describedby={reasonId}
      onClick={(event) => {
        // Selecting it does nothing: not even closing the menu, so the reason can still be read.
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      <span className="d-block">{action.label}</span>
      {/* Named by its label alone; the reason is its description, read after it (hidden from
          the name, not from the description that points at it). */}
      <span
        id={reasonId}
        aria-hidden="true"
        className="d-block small ah-action-unavailable__reason"
      >
        {disabledReason}
      </span>
    </Dropdown.Item>
  );
}
