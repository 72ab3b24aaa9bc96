import { isInvited } from '@admin-hub/domain/isInvited';
import { ROLE_LABELS } from '@admin-hub/domain/roles';
import { userDisplayName } from '@admin-hub/domain/userDisplayName';
import type { CompanyRef, User } from '@admin-hub/domain/entities';
import { ActionMenu, type MenuAction } from '../ActionMenu/index.ts';
import { InvitedBadge } from '../InvitedBadge/index.ts';
import { renderAnchor } from '../links/index.ts';
import type { RenderLink } from '../links/index.ts';

/** A row action runs here: a user's row has no links to other apps. */
export type UserAction = MenuAction & { onSelect: () => void; href?: never };

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

/** The content of one user's list item: name (or email while invited), email, role, company and row actions. */
export function UserRow({
  user,
  companyHref,
  renderLink = renderAnchor,
  actions = [],
  selected = false,
  onSelectedChange,
}: UserRowProps) {
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
      <ActionMenu label={`Actions for ${user.email}`} actions={actions} />
    </div>
  );
}
