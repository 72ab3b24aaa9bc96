import type { User } from './entities.ts';

const isBlank = (value: string | null): boolean => value === null || value.trim() === '';

/** A user is Invited until both first and last name exist (spec §4). */
export const isInvited = (user: Pick<User, 'firstName' | 'lastName'>): boolean =>
  isBlank(user.firstName) || isBlank(user.lastName);

/**
 * Whether an edit takes a user who is not Invited to Invited by emptying a name: the form warns
 * before it is saved, since the badge would change without a word.
 */
export const namesEmptiedShowInvited = (
  before: Pick<User, 'firstName' | 'lastName'>,
  after: Pick<User, 'firstName' | 'lastName'>,
): boolean => !isInvited(before) && isInvited(after);
