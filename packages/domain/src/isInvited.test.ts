import { describe, expect, it } from 'vitest';
import { isInvited, namesEmptiedShowInvited } from './isInvited.ts';

describe('isInvited', () => {
  it.each([
    [null, null, true],
    ['Ada', null, true],
    [null, 'Lovelace', true],
    ['Ada', '  ', true],
    ['', 'Lovelace', true],
    ['Ada', 'Lovelace', false],
  ])('first name %j, last name %j: %s', (firstName, lastName, expected) => {
    expect(isInvited({ firstName, lastName })).toBe(expected);
  });
});

describe('namesEmptiedShowInvited', () => {
  const active = { firstName: 'Ada', lastName: 'Lovelace' };
  it('is true when an edit empties a name of a user who is not Invited', () => {
    expect(namesEmptiedShowInvited(active, { firstName: 'Ada', lastName: ' ' })).toBe(true);
    expect(namesEmptiedShowInvited(active, { firstName: null, lastName: 'Lovelace' })).toBe(true);
  });
  it('is false when the user stays named, or was Invited already', () => {
    expect(namesEmptiedShowInvited(active, { firstName: 'Ada', lastName: 'King' })).toBe(false);
    expect(namesEmptiedShowInvited({ firstName: null, lastName: null }, active)).toBe(false);
    expect(
      namesEmptiedShowInvited(
        { firstName: 'Ada', lastName: null },
        { firstName: '', lastName: null },
      ),
    ).toBe(false);
  });
});
