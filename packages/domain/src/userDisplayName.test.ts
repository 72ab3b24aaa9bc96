import { describe, expect, it } from 'vitest';
import { userDisplayName, userNameAndEmail } from './userDisplayName.ts';

const ada = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
};

describe('userDisplayName', () => {
  it('is the full name of an active user', () => {
    expect(userDisplayName(ada)).toBe('Ada Lovelace');
  });
  it('joins first and last name when the full name is missing', () => {
    expect(userDisplayName({ ...ada, fullName: null })).toBe('Ada Lovelace');
  });
  it('is the email while the user is Invited', () => {
    expect(userDisplayName({ ...ada, lastName: null, fullName: 'Ada' })).toBe('ada@example.com');
  });
});

describe('userNameAndEmail', () => {
  it('names an active user beside the email', () => {
    expect(userNameAndEmail(ada)).toBe('Ada Lovelace · ada@example.com');
  });
  it('is the email alone while Invited', () => {
    expect(userNameAndEmail({ ...ada, firstName: ' ' })).toBe('ada@example.com');
  });
});
