import { describe, expect, it } from 'vitest';
import { Role } from './roles.ts';
import {
  canManageSigns,
  hasFullSignAccess,
  initialSignSelection,
  unknownSignIds,
} from './signAccess.ts';

describe('canManageSigns', () => {
  it.each([
    [Role.SuperAdmin, null, true],
    [Role.SuperAdmin, { canManageSigns: false }, true],
    [Role.Admin, { canManageSigns: true }, true],
    [Role.Admin, { canManageSigns: false }, false],
    [Role.Admin, undefined, false],
    [Role.User, { canManageSigns: true }, false],
  ])('%s with plan %j: %s', (role, plan, expected) => {
    expect(canManageSigns(role, plan)).toBe(expected);
  });
});

describe('hasFullSignAccess', () => {
  it.each([
    [Role.SuperAdmin, true],
    [Role.Admin, true],
    [Role.User, false],
  ])('%s: %s', (role, expected) => {
    expect(hasFullSignAccess(role)).toBe(expected);
  });
});

describe('initialSignSelection', () => {
  const signs = [{ id: 1 }, { id: 2 }, { id: 3 }];

  it('preselects every sign when no permissions are known', () => {
    expect(initialSignSelection(signs, undefined)).toEqual([1, 2, 3]);
    expect(initialSignSelection(signs, null)).toEqual([1, 2, 3]);
  });

  it("selects the user's granted signs, in sign order, ignoring signs gone since", () => {
    expect(initialSignSelection(signs, [{ signId: 3 }, { signId: 1 }, { signId: 9 }])).toEqual([
      1, 3,
    ]);
  });

  it('selects nothing when the user was granted nothing', () => {
    expect(initialSignSelection(signs, [])).toEqual([]);
  });
});

describe('unknownSignIds', () => {
  it('names each id that is not a sign of the company, once', () => {
    expect(unknownSignIds([1, 7, 7, 2], [{ id: 1 }, { id: 2 }])).toEqual([7]);
  });

  it('is empty for a valid request', () => {
    expect(unknownSignIds([2, 1], [{ id: 1 }, { id: 2 }])).toEqual([]);
  });
});
