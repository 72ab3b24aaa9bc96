import { describe, expect, it } from 'vitest';
import { editUserSchema, inviteUserSchema } from './userSchemas.ts';
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

  it('accepts a known signup type, or none', async () => {
    for (const manufacturerSignupType of ['standard', 'nextled', '', undefined]) {
      expect(
        await validationErrors(inviteUserSchema, { ...valid, manufacturerSignupType }),
      ).toEqual({});
    }
  });

  it('rejects an unknown signup type', async () => {
    expect(
      await validationErrors(inviteUserSchema, { ...valid, manufacturerSignupType: 'premium' }),
    ).toEqual({ manufacturerSignupType: ['Please choose a known signup type'] });
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
