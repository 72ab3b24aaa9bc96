import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_IN_LIST,
  checkInviteList,
  inviteListPreview,
  roleOfCell,
  splitEmailList,
} from './inviteList.ts';
import { MESSAGES } from './messages.ts';
import { Role } from './roles.ts';

const OFFERED = [Role.Admin, Role.User];

describe('Invite Users list', () => {
  it('splits on lines, commas and semicolons, dropping blanks', () => {
    expect(splitEmailList(' a@x.example\n\nb@x.example, c@x.example;d@x.example ;\r\n')).toEqual(
      ['a@x.example', 'b@x.example', 'c@x.example', 'd@x.example'].map((email) => ({ email })),
    );
  });

  it("checks each row with the invite's messages: invalid, duplicate (any case), role", () => {
    const rows = checkInviteList(
      [
        { email: 'ok@x.example' },
        { email: 'not-an-email' },
        { email: 'OK@x.example' },
        { email: 'boss@x.example', role: Role.SuperAdmin },
        { email: 'odd@x.example', role: null },
      ],
      OFFERED,
    );
    expect(rows.map(({ line, problem }) => [line, problem])).toEqual([
      [1, undefined],
      [2, MESSAGES.invalidEmail],
      [3, DUPLICATE_IN_LIST],
      [4, MESSAGES.chooseRole],
      [5, MESSAGES.chooseRole],
    ]);
  });

  it('marks an address the users call found as in use, and one still asked as checking', () => {
    const rows = inviteListPreview(
      {
        emails: 'taken@x.example\nnew@x.example',
        csvEntries: [{ email: 'csv@x.example', role: Role.Admin }],
        role: Role.User,
      },
      OFFERED,
      (email) =>
        email === 'taken@x.example' ? 'inUse' : email === 'csv@x.example' ? 'checking' : 'free',
    );
    expect(
      rows.map(({ problem, checking, roleToGive }) => [problem, checking, roleToGive]),
    ).toEqual([
      [MESSAGES.emailInUse, false, Role.User],
      [undefined, false, Role.User],
      [undefined, true, Role.Admin],
    ]);
  });

  it("reads a CSV's role cell by label or value, blank as none", () => {
    expect([roleOfCell('admin'), roleOfCell(' User '), roleOfCell(''), roleOfCell('boss')]).toEqual(
      [Role.Admin, Role.User, undefined, null],
    );
  });
});
