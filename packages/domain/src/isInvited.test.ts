import { describe, expect, it } from 'vitest';
import { isInvited } from './isInvited.ts';

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
