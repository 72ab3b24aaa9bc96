import type { ReactNode } from 'react';
import ListGroup from 'react-bootstrap/ListGroup';
import type { AuthId, CompanyRef, User } from '@admin-hub/domain/entities';
import { SelectionHeader } from './SelectionHeader.tsx';
import type { RenderLink } from '../links/index.ts';
import { UserRow } from './UserRow.tsx';
import type { UserAction } from './UserRow.tsx';

export interface UserListProps {
  users: readonly User[];
  /** Accessible name of the list, e.g. 'Users'. */
  label: string;
  companyHref?: (company: CompanyRef) => string;
  renderLink?: RenderLink;
  /** The kebab-menu actions of one user (computed per row so permissions can differ). */
  actionsFor?: (user: User) => readonly UserAction[];
  /** The ticked users (of this list and beyond); no checkboxes without `onSelectionChange`. */
  selectedIds?: { has: (id: AuthId) => boolean; readonly size: number };
  /** Ticks (true) or unticks these users: one row's box, or every row's through 'select all'. */
  onSelectionChange?: (users: readonly User[], selected: boolean) => void;
  /** The selection's bar (Bulk Action Bar): in the header's place while users are selected. */
  selectionBar?: ReactNode;
}

/** A list of users; the caller renders the empty state (the message differs per page). */
export function UserList({
  users,
  label,
  companyHref,
  renderLink,
  actionsFor,
  selectedIds,
  onSelectionChange,
  selectionBar,
}: UserListProps) {
  const list = (
    <ListGroup as="ul" aria-label={label}>
      {users.map((user) => (
        <ListGroup.Item as="li" key={user.id}>
          <UserRow
            user={user}
            companyHref={companyHref}
            renderLink={renderLink}
            actions={actionsFor?.(user)}
            selected={selectedIds?.has(user.id)}
            onSelectedChange={onSelectionChange && ((on) => onSelectionChange([user], on))}
          />
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
  // One tree whether or not rows can be ticked: the boxes arrive once the signed-in user's
  // role is known, and the list must stay the same element then (a remount loses focus and
  // scroll, and leaves anyone holding the old list with a detached node).
  return (
    <>
      {onSelectionChange && (
        <SelectionHeader
          selectAll={{
            label: `Select all ${label.toLowerCase()} on this page`,
            rowCount: users.length,
            selectedCount: users.filter((user) => selectedIds?.has(user.id)).length,
            onChange: (on) => onSelectionChange(users, on),
          }}
          selecting={(selectedIds?.size ?? 0) > 0}
          bar={selectionBar}
        />
      )}
      {list}
    </>
  );
}
