import { type ApiErrorBody, type User } from '@admin-hub/domain/entities';
import { MESSAGES } from '@admin-hub/domain/messages';
import { Role } from '@admin-hub/domain/roles';
import { describe, expect, it } from 'vitest';
import { ACME_COMPANY_ID, DEMO_ADMIN, DEMO_SUPER_ADMIN, DEMO_USER } from '../demoAccounts.ts';
import { getDatabase } from '../db/database.ts';
import { apiAs, useMockApi } from '../testing/mockApi.ts';
import { NOT_FOUND_MESSAGE } from './apiError.ts';

useMockApi();
const superAdmin = apiAs(DEMO_SUPER_ADMIN.id);
const admin = apiAs(DEMO_ADMIN.id);
const baseUser = apiAs(DEMO_USER.id);
const OTHER_SUPER_ADMIN = 'auth0|hq-superadmin-2';
const ACME_SECOND_ADMIN = 'auth0|acme-staff-1';
const ACME_BASE_USER = 'auth0|acme-staff-2';
const id = (authId: string) => encodeURIComponent(authId);
/**
 * The role rules about super admins speak only inside the caller's company: elsewhere every
 * user is 'Not found'. So these tests seat a super admin in Acme Signs.
 */
const superAdminJoinsAcme = () => {
  getDatabase().users.get(OTHER_SUPER_ADMIN)!.companyId = ACME_COMPANY_ID;
};
const editOf = (authId: string, changes: Partial<User> = {}) => {
  const user = getDatabase().users.get(authId)!;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    ...changes,
  };
};
const invite = {
  companyId: ACME_COMPANY_ID,
  role: Role.User,
  email: 'new.person@acme.example',
  sendInviteEmail: true,
};

describe('POST /users', () => {
  it('creates an invited user and records the invite e-mail', async () => {
    const { status, body } = await admin.post<User>('/users', invite);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      email: invite.email,
      role: Role.User,
      firstName: null,
      companyId: ACME_COMPANY_ID,
    });
    expect(getDatabase().outbox).toEqual([
      { kind: 'invite', userId: body.id, email: invite.email },
    ]);
  });

  it('answers a duplicate e-mail with a unique field error on email', async () => {
    const { status, body } = await superAdmin.post<ApiErrorBody>('/users', {
      ...invite,
      email: 'USER@acme.example',
    });
    expect(status).toBe(422);
    expect(body).toEqual({
      message: MESSAGES.emailInUse,
      errors: [{ field: 'email', rule: 'unique', message: MESSAGES.emailInUse }],
    });
  });

  it('validates the payload with the domain schema', async () => {
    const { status, body } = await admin.post<ApiErrorBody>('/users', {
      ...invite,
      email: 'not-an-email',
      role: '',
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', rule: 'email', message: MESSAGES.invalidEmail },
        { field: 'role', rule: 'oneOf', message: MESSAGES.chooseRole },
      ]),
    );
  });

  it('keeps admins to their company, base users out, and never grants super admin', async () => {
    expect((await admin.post('/users', { ...invite, companyId: 2 })).status).toBe(404);
    expect((await baseUser.post('/users', invite)).status).toBe(403);
    const grant = await superAdmin.post<ApiErrorBody>('/users', {
      ...invite,
      role: Role.SuperAdmin,
    });
    expect(grant).toEqual({ status: 403, body: { message: MESSAGES.superAdminRoleNotGrantable } });
  });
});

describe('DELETE /users/:id', () => {
  it.each([
    ['anyone deleting themselves', DEMO_ADMIN.id, DEMO_ADMIN.id, MESSAGES.cannotDeleteSelf],
    [
      'a super admin deleting another',
      DEMO_SUPER_ADMIN.id,
      OTHER_SUPER_ADMIN,
      MESSAGES.superAdminCannotDeleteSuperAdmin,
    ],
    [
      'an admin deleting a super admin of their company',
      DEMO_ADMIN.id,
      OTHER_SUPER_ADMIN,
      MESSAGES.adminCannotDeleteSuperAdmin,
    ],
    ['a base user deleting anyone', DEMO_USER.id, ACME_BASE_USER, MESSAGES.userCannotDeleteUsers],
  ])('refuses %s with the rule message', async (_, actor, target, message) => {
    superAdminJoinsAcme();
    const answer = await apiAs(actor).delete(`/users/${id(target)}`);
    expect(answer).toEqual({ status: 403, body: { message } });
    expect(getDatabase().users.has(target)).toBe(true);
  });

  it('lets an admin delete a user of their company, and not of another', async () => {
    expect((await admin.delete(`/users/${id(ACME_BASE_USER)}`)).status).toBe(204);
    expect(getDatabase().users.has(ACME_BASE_USER)).toBe(false);
    const outsider = [...getDatabase().users.values()].find(
      (u) => u.companyId === 4 && u.role === Role.User,
    )!;
    // Another company's user is as absent as one that never was (issue 9, defect 5).
    expect(await admin.delete(`/users/${id(outsider.id)}`)).toEqual({
      status: 404,
      body: { message: NOT_FOUND_MESSAGE },
    });
    expect(getDatabase().users.has(outsider.id)).toBe(true);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await superAdmin.delete('/users/auth0%7Cnobody')).status).toBe(404);
  });
});

describe('PUT /users/:id', () => {
  it('updates names, e-mail and role', async () => {
    const { status, body } = await admin.put<User>(
      `/users/${id(ACME_BASE_USER)}`,
      editOf(ACME_BASE_USER, { firstName: 'Zoë', lastName: 'Ng', role: Role.Admin }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ fullName: 'Zoë Ng', role: Role.Admin });
  });

  it('refuses an admin editing a super admin and a base user editing roles', async () => {
    superAdminJoinsAcme();
    expect(await admin.put(`/users/${id(OTHER_SUPER_ADMIN)}`, editOf(OTHER_SUPER_ADMIN))).toEqual({
      status: 403,
      body: { message: MESSAGES.adminCannotEditSuperAdmin },
    });
    expect(await baseUser.put(`/users/${id(ACME_BASE_USER)}`, editOf(ACME_BASE_USER))).toEqual({
      status: 403,
      body: { message: MESSAGES.userCannotEditRoles },
    });
  });

  it('keeps at least one admin in a company', async () => {
    const demote = (target: string) =>
      admin.put(`/users/${id(target)}`, editOf(target, { role: Role.User }));
    expect((await demote(ACME_SECOND_ADMIN)).status).toBe(200);
    expect(await demote(DEMO_ADMIN.id)).toEqual({
      status: 403,
      body: { message: MESSAGES.atLeastOneAdmin },
    });
  });

  it('answers a taken e-mail with the unique field error and validates the payload', async () => {
    const taken = await admin.put<ApiErrorBody>(
      `/users/${id(ACME_BASE_USER)}`,
      editOf(ACME_BASE_USER, { email: DEMO_ADMIN.email }),
    );
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual([
      { field: 'email', rule: 'unique', message: MESSAGES.emailInUse },
    ]);
    const empty = await admin.put<ApiErrorBody>(
      `/users/${id(ACME_BASE_USER)}`,
      editOf(ACME_BASE_USER, { email: '' }),
    );
    expect(empty.body.errors).toEqual([
      { field: 'email', rule: 'required', message: MESSAGES.editEmailRequired },
    ]);
  });
});

describe('user actions', () => {
  it('gives super admins a stable password reset link and refuses admins', async () => {
    const first = await superAdmin.post<{ passwordResetLink: string }>(
      `/users/${id(DEMO_USER.id)}/password-reset-link`,
    );
    const again = await superAdmin.post<{ passwordResetLink: string }>(
      `/users/${id(DEMO_USER.id)}/password-reset-link`,
    );
    expect(first.body.passwordResetLink).toMatch(/^http:\/\/localhost:4000\/reset\?ticket=\w+$/);
    expect(again.body).toEqual(first.body);
    expect((await admin.post(`/users/${id(DEMO_USER.id)}/password-reset-link`)).status).toBe(403);
  });

  it('records invite and password reset e-mails', async () => {
    expect((await admin.post(`/users/${id(DEMO_USER.id)}/send-invite-email`)).status).toBe(204);
    expect((await admin.post(`/users/${id(DEMO_USER.id)}/send-password-reset-email`)).status).toBe(
      204,
    );
    expect(getDatabase().outbox.map((entry) => entry.kind)).toEqual(['invite', 'passwordReset']);
    expect((await baseUser.post(`/users/${id(ACME_BASE_USER)}/send-invite-email`)).status).toBe(
      403,
    );
  });

  it('lists and deletes MFA devices', async () => {
    const devices = await admin.get<{ id: string; status: string }[]>(
      `/users/${id(DEMO_USER.id)}/mfa-devices`,
    );
    expect(devices.body.map((device) => device.status)).toEqual(['confirmed', 'pending']);
    expect(
      (await admin.delete(`/users/${id(DEMO_USER.id)}/mfa-devices/dev_acmeuser_sms`)).status,
    ).toBe(204);
    expect(
      (await admin.get<unknown[]>(`/users/${id(DEMO_USER.id)}/mfa-devices`)).body,
    ).toHaveLength(1);
    expect(
      (await admin.delete(`/users/${id(DEMO_USER.id)}/mfa-devices/dev_acmeuser_sms`)).status,
    ).toBe(404);
    expect((await baseUser.delete(`/users/${id(DEMO_ADMIN.id)}/mfa-devices/x`)).status).toBe(403);
  });
});
