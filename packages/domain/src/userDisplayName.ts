import type { User } from './entities.ts';
import { isInvited } from './isInvited.ts';

type Named = Pick<User, 'firstName' | 'lastName' | 'fullName' | 'email'>;

/**
 * How a user is named wherever one is listed (a row, the selection's bar, a confirmation): the
 * full name, or the email while Invited (spec §4: no full name yet).
 */
export function userDisplayName(user: Named): string {
  if (isInvited(user)) return user.email;
  return user.fullName ?? `${user.firstName} ${user.lastName}`;
}

/** A user named beside their email ('Ada Lovelace · ada@example.com'); the email alone while Invited. */
export function userNameAndEmail(user: Named): string {
  const name = userDisplayName(user);
  return name === user.email ? name : `${name} · ${user.email}`;
}
