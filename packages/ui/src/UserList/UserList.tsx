import ListGroup from 'react-bootstrap/ListGroup';
import type { CompanyRef, User } from '@admin-hub/domain';
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
}

/** A list of users; the caller renders the empty state (the message differs per page). */
export function UserList({ users, label, companyHref, renderLink, actionsFor }: UserListProps) {
  return (
    <ListGroup as="ul" aria-label={label}>
      {users.map((user) => (
        <ListGroup.Item as="li" key={user.id}>
          <UserRow
            user={user}
            companyHref={companyHref}
            renderLink={renderLink}
            actions={actionsFor?.(user)}
          />
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
