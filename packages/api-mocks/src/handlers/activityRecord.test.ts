import { actorText, type ActivityEntry, type ActivityKind } from '@admin-hub/domain/activity';
import { Role } from '@admin-hub/domain/roles';
import { describe, expect, it } from 'vitest';
import { getDatabase, resetDatabase } from '../db/database.ts';
import { LARGE_COMPANY_ID } from '../db/seedData.ts';
import { ACME_COMPANY_ID, DEMO_ADMIN, DEMO_SUPER_ADMIN, DEMO_USER } from '../demoAccounts.ts';
import { apiAs, useMockApi, type ApiAnswer } from '../testing/mockApi.ts';

// Issue 36: every writing call of the three APIs adds one entry, accepted or refused.
useMockApi();
const superAdmin = apiAs(DEMO_SUPER_ADMIN.id);
const admin = apiAs(DEMO_ADMIN.id);
const userPath = (authId: string) => `/users/${encodeURIComponent(authId)}`;
const person = (id: string) => ({ id, email: getDatabase().users.get(id)!.email });
const ACME = { companyId: ACME_COMPANY_ID, companyName: 'Acme Signs' };
const SUPER_ADMIN = { id: DEMO_SUPER_ADMIN.id, email: DEMO_SUPER_ADMIN.email };

const recorded = (): ActivityEntry[] => getDatabase().activity;
const lastEntry = (): ActivityEntry | undefined => recorded().at(-1);

const editUser = (authId: string, changes: Record<string, unknown>) => {
  const { id, firstName, lastName, email, role } = getDatabase().users.get(authId)!;
  return { id, firstName, lastName, email, role, ...changes };
};

interface KindCase {
  call: () => Promise<ApiAnswer>;
  /** What the entry says besides its actor and outcome, read from the seed before the call. */
  expected: () => Partial<ActivityEntry>;
  /** Calls made first, recorded before the one under test. */
  before?: () => Promise<unknown>;
}

/** One accepted call of each kind, as the super admin on Acme Signs' records. */
const KINDS: Record<ActivityKind, KindCase> = {
  'user.created': {
    call: () =>
      superAdmin.post('/users', {
        companyId: ACME_COMPANY_ID,
        role: Role.User,
        email: 'new.person@acme.example',
        sendInviteEmail: false,
      }),
    expected: () => ({
      ...ACME,
      user: {
        id: expect.stringMatching(/^auth0\|created/) as string,
        email: 'new.person@acme.example',
      },
    }),
  },
  'user.updated': {
    call: () =>
      superAdmin.put(userPath(DEMO_USER.id), editUser(DEMO_USER.id, { lastName: 'Lee-Park' })),
    expected: () => ({
      ...ACME,
      user: person(DEMO_USER.id),
      changes: [{ field: 'lastName', before: 'Lee', after: 'Lee-Park' }],
    }),
  },
  'user.deleted': {
    call: () => superAdmin.delete(userPath(DEMO_USER.id)),
    expected: () => ({ ...ACME, user: person(DEMO_USER.id) }),
  },
  'user.inviteEmailSent': {
    call: () => superAdmin.post(`${userPath(DEMO_USER.id)}/send-invite-email`),
    expected: () => ({ ...ACME, user: person(DEMO_USER.id) }),
  },
  'user.passwordResetEmailSent': {
    call: () => superAdmin.post(`${userPath(DEMO_USER.id)}/send-password-reset-email`),
    expected: () => ({ ...ACME, user: person(DEMO_USER.id) }),
  },
  'user.passwordResetLinkCreated': {
    call: () => superAdmin.post(`${userPath(DEMO_USER.id)}/password-reset-link`),
    expected: () => ({ ...ACME, user: person(DEMO_USER.id) }),
  },
  'user.mfaDeviceDeleted': {
    call: () => superAdmin.delete(`${userPath(DEMO_USER.id)}/mfa-devices/dev_acmeuser_sms`),
    expected: () => ({ ...ACME, user: person(DEMO_USER.id), target: 'sms' }),
  },
  'user.signPermissionsUpdated': {
    call: () =>
      superAdmin.put(
        `${userPath(DEMO_USER.id)}/signs/permissions`,
        { signIds: [3, 1] },
        'scheduler',
      ),
    expected: () => ({
      ...ACME,
      user: person(DEMO_USER.id),
      changes: [
        {
          field: 'signIds',
          before: getDatabase().signPermissions.get(DEMO_USER.id) ?? [],
          after: [1, 3],
        },
      ],
    }),
  },
  'emulation.started': {
    call: () => superAdmin.post(`${userPath(DEMO_ADMIN.id)}/set-emulate`),
    expected: () => ({ ...ACME, user: person(DEMO_ADMIN.id), emulating: null }),
  },
  'emulation.ended': {
    before: () => superAdmin.post(`${userPath(DEMO_ADMIN.id)}/set-emulate`),
    call: () => superAdmin.post('/users/clear-emulate'),
    // Made while emulating: the entry says as whom.
    expected: () => ({ ...ACME, user: person(DEMO_ADMIN.id), emulating: person(DEMO_ADMIN.id) }),
  },
  'company.created': {
    call: () =>
      superAdmin.post('/companies', {
        name: 'Nordlicht',
        signManufacturerId: null,
        manufacturerSignupType: 'standard',
      }),
    expected: () => ({ companyName: 'Nordlicht', companyId: expect.any(Number) as number }),
  },
  'company.updated': {
    call: () =>
      superAdmin.put(`/companies/${ACME_COMPANY_ID}`, {
        name: 'Acme Signs West',
        signManufacturerId: getDatabase().companies.get(ACME_COMPANY_ID)!.signManufacturerId,
        manufacturerSignupType:
          getDatabase().companies.get(ACME_COMPANY_ID)!.manufacturerSignupType,
      }),
    expected: () => ({
      companyId: ACME_COMPANY_ID,
      companyName: 'Acme Signs West',
      changes: [{ field: 'name', before: 'Acme Signs', after: 'Acme Signs West' }],
    }),
  },
  'company.deleted': {
    call: () => superAdmin.delete('/companies/6'),
    // Gone, the company is still named as it was.
    expected: () => ({ companyId: 6, companyName: getDatabase().companies.get(6)!.name }),
  },
  'company.mfaChanged': {
    call: () => superAdmin.put(`/companies/${ACME_COMPANY_ID}/mfa-status`, { isMfaEnabled: true }),
    expected: () => ({
      ...ACME,
      changes: [{ field: 'isMfaEnabled', before: false, after: true }],
    }),
  },
  'company.creditsUpdated': {
    call: () =>
      superAdmin.put(
        `/company/${ACME_COMPANY_ID}/credits`,
        {
          downloadCredits: 7,
          requestCredits: getDatabase().contentAccounts.get(1)!.requestCredits,
        },
        'content',
      ),
    expected: () => ({
      ...ACME,
      changes: [
        {
          field: 'downloadCredits',
          before: getDatabase().contentAccounts.get(ACME_COMPANY_ID)!.downloadCredits,
          after: 7,
        },
      ],
    }),
  },
  'company.subscriberUpdated': {
    call: () =>
      superAdmin.put(
        `/company/${ACME_COMPANY_ID}/subscriber-user`,
        { subscriberAuthId: DEMO_USER.id },
        'content',
      ),
    expected: () => ({
      ...ACME,
      changes: [{ field: 'subscriber', before: DEMO_ADMIN.email, after: DEMO_USER.email }],
    }),
  },
  'sign.deleted': {
    call: () => superAdmin.delete('/signs/1', 'scheduler'),
    expected: () => ({ ...ACME, target: getDatabase().schedulerSigns.get(1)!.name }),
  },
};

describe('the activity record', () => {
  it('is empty after a reset', async () => {
    expect(recorded()).toEqual([]);
    await superAdmin.post(`${userPath(DEMO_USER.id)}/send-invite-email`);
    expect(recorded()).toHaveLength(1);
    resetDatabase();
    expect(recorded()).toEqual([]);
  });

  it.each(Object.entries(KINDS))('records %s with its subject and changes', async (kind, test) => {
    await test.before?.();
    const expected = test.expected();
    const count = recorded().length;
    const answer = await test.call();
    expect(answer.status).toBeLessThan(300);
    expect(recorded()).toHaveLength(count + 1);
    expect(lastEntry()).toEqual({
      id: count + 1,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      actor: SUPER_ADMIN,
      emulating: null,
      companyId: null,
      companyName: null,
      user: null,
      target: null,
      changes: [],
      ...expected,
      kind,
      ok: true,
      status: answer.status,
    });
  });

  it('records an edit with only the fields whose value changed, none when nothing did', async () => {
    await superAdmin.put(
      userPath(DEMO_USER.id),
      editUser(DEMO_USER.id, {
        firstName: 'Jordana',
        email: 'jordana@acme.example',
        role: Role.Admin,
      }),
    );
    expect(lastEntry()?.changes).toEqual([
      { field: 'firstName', before: 'Jordan', after: 'Jordana' },
      { field: 'email', before: DEMO_USER.email, after: 'jordana@acme.example' },
      { field: 'role', before: Role.User, after: Role.Admin },
    ]);
    // The user is named as they are after the edit.
    expect(lastEntry()?.user).toEqual({ id: DEMO_USER.id, email: 'jordana@acme.example' });

    await superAdmin.put(userPath(DEMO_USER.id), editUser(DEMO_USER.id, {}));
    expect(lastEntry()).toMatchObject({ kind: 'user.updated', ok: true, changes: [] });
  });

  it('records a change made while emulating as the super admin acting as the emulated user', async () => {
    await superAdmin.post(`${userPath(DEMO_ADMIN.id)}/set-emulate`);
    await superAdmin.put(userPath(DEMO_USER.id), editUser(DEMO_USER.id, { lastName: 'Lee-Park' }));
    const entry = lastEntry()!;
    expect(entry).toMatchObject({
      kind: 'user.updated',
      actor: SUPER_ADMIN,
      emulating: { id: DEMO_ADMIN.id, email: DEMO_ADMIN.email },
      ok: true,
    });
    expect(actorText(entry)).toBe('superadmin@example.com as admin@acme.example');
  });

  it('records a refused change with its status, and no change made', async () => {
    // 403: a base user may not change roles (the rule's own message).
    const asUser = await apiAs(DEMO_USER.id).put(
      userPath(DEMO_USER.id),
      editUser(DEMO_USER.id, { role: Role.Admin }),
    );
    expect(asUser.status).toBe(403);
    expect(lastEntry()).toMatchObject({
      kind: 'user.updated',
      actor: { id: DEMO_USER.id },
      ...ACME,
      user: { id: DEMO_USER.id },
      changes: [],
      ok: false,
      status: 403,
    });

    // 422: an address another user has.
    const taken = await admin.put(
      userPath(DEMO_USER.id),
      editUser(DEMO_USER.id, { email: DEMO_ADMIN.email }),
    );
    expect(taken.status).toBe(422);
    expect(lastEntry()).toMatchObject({
      kind: 'user.updated',
      ok: false,
      status: 422,
      changes: [],
    });

    // 409 is in ifMatch.test.ts; 403 on a company call: an admin may not delete companies.
    expect((await admin.delete(`/companies/${ACME_COMPANY_ID}`)).status).toBe(403);
    expect(lastEntry()).toMatchObject({ kind: 'company.deleted', ...ACME, status: 403, ok: false });
  });

  it("records a call refused outside the caller's company without naming that company", async () => {
    const elsewhere = [...getDatabase().users.values()].find(
      (user) => user.companyId === LARGE_COMPANY_ID,
    )!;
    const answer = await admin.put(userPath(elsewhere.id), editUser(elsewhere.id, {}));
    expect(answer.status).toBe(404);
    expect(lastEntry()).toEqual(
      expect.objectContaining({
        kind: 'user.updated',
        actor: { id: DEMO_ADMIN.id, email: DEMO_ADMIN.email },
        companyId: null,
        companyName: null,
        user: null,
        ok: false,
        status: 404,
      }),
    );
    expect((await admin.delete(`/signs/${signOutsideAcme()}`, 'scheduler')).status).toBe(404);
    expect(lastEntry()).toMatchObject({ kind: 'sign.deleted', companyId: null, target: null });
  });

  it('records nothing for a read, nor for a call without a signed-in caller', async () => {
    await superAdmin.get('/users');
    await apiAs(null).put(userPath(DEMO_USER.id), editUser(DEMO_USER.id, {}));
    expect(recorded()).toEqual([]);
  });
});

const signOutsideAcme = (): number =>
  [...getDatabase().schedulerSigns.values()].find((sign) => sign.companyId !== ACME_COMPANY_ID)!.id;
