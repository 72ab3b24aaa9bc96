import type { User } from './entities.ts';

const isBlank = (value: string | null): boolean => value === null || value.trim() === '';

/** A user is Invited until both first and last name exist (spec §4). */
export const isInvited = (user: Pick<User, 'firstName' | 'lastName'>): boolean =>
  isBlank(user.firstName) || isBlank(user.lastName);
