import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { Role } from '../roles.ts';
import {
  editUserFormSchema,
  editUserSchema,
  inviteUserFormSchema,
  inviteUserSchema,
  schedulerSignPermissionsSchema,
} from './userSchemas.ts';
import { validationErrors } from './validationErrors.testing.ts';

describe('inviteUserSchema', () => {
  const valid = { email: 'new@acme.example', role: 'admin', sendInviteEmail: false };

  it('accepts a valid invite', async () => {
    expect(await validationErrors(inviteUserSchema, valid)).toEqual({});
  });

  it('defaults to the base user role and sending the invite email (spec §9)', async () => {
    expect(await inviteUserSchema.validate({ email: ' new@acme.example ' })).toEqual({
      email: 'new@acme.example',
      role: 'user',
      sendInviteEmail: true,
    });
    expect(inviteUserSchema.getDefault()).toMatchObject({ role: 'user', sendInviteEmail: true });
  });

  it.each([
    ['empty', '', 'Email Required'],
    ['blank', '   ', 'Email Required'],
    ['missing', undefined, 'Email Required'],
    ['malformed', 'not-an-email', 'Invalid email'],
  ])('rejects a %s email', async (_case, email, message) => {
    expect(await validationErrors(inviteUserSchema, { ...valid, email })).toEqual({
      email: [message],
    });
  });

  it.each([
    ['empty', ''],
    ['null', null],
    ['unknown', 'owner'],
  ])('asks to choose a role when it is %s', async (_case, role) => {
    expect(await validationErrors(inviteUserSchema, { ...valid, role })).toEqual({
      role: ['Please choose a role'],
    });
  });

  it('has no signup type: the invite is only what POST /users carries (spec §7)', async () => {
    // The signup type is the Company's (spec §3), set in Edit company; an invite neither
    // checks one nor keeps one.
    await expect(
      inviteUserSchema.validate(
        { ...valid, manufacturerSignupType: 'premium' },
        { stripUnknown: true },
      ),
    ).resolves.toEqual({ email: 'new@acme.example', role: 'admin', sendInviteEmail: false });
  });
});

describe('editUserSchema', () => {
  const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.example', role: 'user' };

  it('accepts a valid user, and one still invited (no names)', async () => {
    expect(await validationErrors(editUserSchema, valid)).toEqual({});
    expect(
      await validationErrors(editUserSchema, { ...valid, firstName: null, lastName: null }),
    ).toEqual({});
  });

  it.each([
    ['empty', '', 'Email is required'],
    ['missing', undefined, 'Email is required'],
    ['malformed', 'ada@', 'Invalid email'],
    ['not text', { address: 'ada@acme.example' }, 'Invalid Email'],
  ])('rejects a %s email', async (_case, email, message) => {
    expect(await validationErrors(editUserSchema, { ...valid, email })).toEqual({
      email: [message],
    });
  });

  it('labels names that are not text with the fallback labels', async () => {
    expect(
      await validationErrors(editUserSchema, {
        ...valid,
        firstName: ['Ada'],
        lastName: { last: 1 },
      }),
    ).toEqual({ firstName: ['Invalid First Name'], lastName: ['Invalid Last Name'] });
  });

  it('asks to choose a role', async () => {
    expect(await validationErrors(editUserSchema, { ...valid, role: '' })).toEqual({
      role: ['Please choose a role'],
    });
  });
});

// The limits are written out (254 and 64 of RFC 5321, 100 for a name), not read from limits.ts:
// a test that followed the constants would pass whatever they became.
describe('limits and invisible characters, as the forms show them', () => {
  const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.example', role: 'user' };
  /** `local`@ a domain of labels up to 63 characters, `length` characters in all. */
  const address = (local: number, length: number) => {
    const domainLength = length - local - 1;
    const labels = [];
    for (let left = domainLength; left > 0; left -= 64) labels.push('d'.repeat(Math.min(63, left)));
    const text = `${'l'.repeat(local)}@${labels.join('.')}`;
    expect(text).toHaveLength(length);
    return text;
  };

  it('takes an address of 254 characters with a 64-character local part', async () => {
    const email = address(64, 254);
    expect(await validationErrors(editUserSchema, { ...valid, email })).toEqual({});
    expect(await validationErrors(inviteUserSchema, { email })).toEqual({});
  });

  it('refuses a 65-character local part and a 255-character address', async () => {
    expect(
      await validationErrors(inviteUserSchema, {
        email: address(65, 80),
      }),
    ).toEqual({ email: [MESSAGES.emailLocalPartTooLong] });
    expect(
      await validationErrors(editUserSchema, {
        ...valid,
        email: address(20, 255),
      }),
    ).toEqual({ email: [MESSAGES.emailTooLong] });
  });

  it('takes names of 100 characters and refuses one character more', async () => {
    const atLimit = 'Ä'.repeat(100);
    expect(
      await validationErrors(editUserSchema, { ...valid, firstName: atLimit, lastName: atLimit }),
    ).toEqual({});
    expect(
      await validationErrors(editUserSchema, {
        ...valid,
        firstName: `${atLimit}Ä`,
        lastName: `${atLimit}Ä`,
      }),
    ).toEqual({ firstName: [MESSAGES.firstNameTooLong], lastName: [MESSAGES.lastNameTooLong] });
  });

  it('counts a name after dropping invisible characters and trimming', async () => {
    const name = `  ${'a'.repeat(100)}\u200B\u200B  `;
    expect(await editUserSchema.validate({ ...valid, firstName: name })).toMatchObject({
      firstName: 'a'.repeat(100),
    });
  });

  it('reads a name of only invisible characters as no name, and an email of them as missing', async () => {
    const values = await editUserSchema.validate({
      ...valid,
      firstName: '\u200B\u2060',
      lastName: '\u202E\u0000',
    });
    expect(values).toMatchObject({ firstName: '', lastName: '' });
    expect(await validationErrors(inviteUserSchema, { email: '\u200B\uFEFF' })).toEqual({
      email: [MESSAGES.emailRequired],
    });
  });

  it('drops a stray zero-width space from a pasted address', async () => {
    expect(await inviteUserSchema.validate({ email: 'ada@acme.example\u200B' })).toMatchObject({
      email: 'ada@acme.example',
    });
  });
});

describe('editUserFormSchema', () => {
  const superAdmin = { id: 'auth0|sa', role: Role.SuperAdmin };
  const admin = { id: 'auth0|admin', role: Role.Admin };
  const otherAdmin = { id: 'auth0|other-admin', role: Role.Admin };
  const values = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.example' };

  it('refuses demoting the last admin, before the server is asked', async () => {
    expect(
      await validationErrors(editUserFormSchema(superAdmin, otherAdmin, 1), {
        ...values,
        role: Role.User,
      }),
    ).toEqual({ role: [MESSAGES.atLeastOneAdmin] });
  });

  it('lets an admin go when another one stays, or when the count is unknown', async () => {
    for (const count of [2, undefined]) {
      expect(
        await validationErrors(editUserFormSchema(admin, otherAdmin, count), {
          ...values,
          role: Role.User,
        }),
      ).toEqual({});
    }
  });

  it('keeps the last admin an admin while the rest changes', async () => {
    expect(
      await validationErrors(editUserFormSchema(admin, otherAdmin, 1), {
        ...values,
        role: Role.Admin,
      }),
    ).toEqual({});
  });

  it('refuses an admin editing a super admin', async () => {
    expect(
      await validationErrors(editUserFormSchema(admin, superAdmin, 1), {
        ...values,
        role: Role.SuperAdmin,
      }),
    ).toEqual({ role: [MESSAGES.adminCannotEditSuperAdmin] });
  });

  it('still asks to choose a role first', async () => {
    expect(
      await validationErrors(editUserFormSchema(superAdmin, otherAdmin, 1), {
        ...values,
        role: '',
      }),
    ).toEqual({ role: [MESSAGES.chooseRole] });
  });
});

describe('sign choices', () => {
  it('default to none and keep whole sign ids', async () => {
    expect(schedulerSignPermissionsSchema.getDefault()).toEqual({ signIds: [] });
    expect(await schedulerSignPermissionsSchema.validate({ signIds: [3, 1] })).toEqual({
      signIds: [3, 1],
    });
    expect(
      Object.keys(await validationErrors(schedulerSignPermissionsSchema, { signIds: [1.5] })),
    ).toEqual(['signIds[0]']);
  });

  it('ride along with an invite', async () => {
    expect(
      await inviteUserFormSchema.validate({ email: 'new@acme.example', signIds: [2] }),
    ).toEqual({ email: 'new@acme.example', role: 'user', sendInviteEmail: true, signIds: [2] });
  });
});
