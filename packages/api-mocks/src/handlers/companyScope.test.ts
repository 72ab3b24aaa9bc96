import { Role } from '@admin-hub/domain/roles';
import { describe, expect, it } from 'vitest';
import { ACME_COMPANY_ID, DEMO_ADMIN, DEMO_SUPER_ADMIN, DEMO_USER } from '../demoAccounts.ts';
import { getDatabase, type UserRecord } from '../db/database.ts';
import { EMPTY_COMPANY_ID, LARGE_COMPANY_ID } from '../db/seedData.ts';
import { apiAs, useMockApi, type ApiAnswer } from '../testing/mockApi.ts';

// Issue 9, defect 5: outside their company an admin (or base user) learns nothing, neither
// whether a target exists nor its role; the scope is checked before any role rule.
useMockApi();
const NOT_FOUND = { status: 404, body: { message: 'Not found' } };
const path = (authId: string) => `/users/${encodeURIComponent(authId)}`;

const firstUser = (predicate: (user: UserRecord) => boolean): UserRecord => {
  const user = [...getDatabase().users.values()].find(predicate);
  if (!user) throw new Error('no such seeded user');
  return user;
};
const userEdit = (user: UserRecord | undefined, role: Role) => ({
  firstName: 'Eve',
  lastName: 'Outsider',
  email: 'eve@elsewhere.example',
  role,
  ...(user ? { id: user.id } : {}),
});

/** The users another company's staff may try: every role elsewhere, and nobody at all. */
const outsideTargets = () => {
  const withDevice = (user: UserRecord) => (getDatabase().mfaDevices.get(user.id) ?? []).length > 0;
  return {
    'a super admin elsewhere': firstUser((u) => u.id === DEMO_SUPER_ADMIN.id),
    'an admin elsewhere': firstUser(
      (u) => u.companyId === LARGE_COMPANY_ID && u.role === Role.Admin && withDevice(u),
    ),
    'a base user elsewhere': firstUser(
      (u) => u.companyId === LARGE_COMPANY_ID && u.role === Role.User && withDevice(u),
    ),
    'nobody (no such id)': undefined,
  };
};

type Call = (api: ReturnType<typeof apiAs>, target: UserRecord | undefined) => Promise<ApiAnswer>;
const idOf = (target: UserRecord | undefined) => target?.id ?? 'auth0|nobody-at-all';
const deviceOf = (target: UserRecord | undefined) =>
  (target && getDatabase().mfaDevices.get(target.id)?.[0]?.id) ?? 'dev_nothing';

const USER_CALLS: [string, Call][] = [
  ['PUT /users/:id', (api, t) => api.put(path(idOf(t)), userEdit(t, Role.User))],
  ['PUT /users/:id (a role change)', (api, t) => api.put(path(idOf(t)), userEdit(t, Role.Admin))],
  ['DELETE /users/:id', (api, t) => api.delete(path(idOf(t)))],
  ['POST password-reset-link', (api, t) => api.post(`${path(idOf(t))}/password-reset-link`)],
  ['POST send-invite-email', (api, t) => api.post(`${path(idOf(t))}/send-invite-email`)],
  [
    'POST send-password-reset-email',
    (api, t) => api.post(`${path(idOf(t))}/send-password-reset-email`),
  ],
  ['POST set-emulate', (api, t) => api.post(`${path(idOf(t))}/set-emulate`)],
  ['GET mfa-devices', (api, t) => api.get(`${path(idOf(t))}/mfa-devices`)],
  [
    'DELETE mfa-devices/:deviceId',
    (api, t) => api.delete(`${path(idOf(t))}/mfa-devices/${deviceOf(t)}`),
  ],
  ['GET signs/permissions', (api, t) => api.get(`${path(idOf(t))}/signs/permissions`, 'scheduler')],
  [
    'PUT signs/permissions',
    (api, t) => api.put(`${path(idOf(t))}/signs/permissions`, { signIds: [] }, 'scheduler'),
  ],
];

describe.each([
  ['an admin', DEMO_ADMIN.id],
  ['a base user', DEMO_USER.id],
])('%s of Acme Signs acting on users of other companies', (_who, callerId) => {
  it.each(USER_CALLS)('%s answers 404 Not found for every outside target', async (_call, call) => {
    const before = structuredClone(getDatabase());
    for (const [target, user] of Object.entries(outsideTargets())) {
      expect({ target, answer: await call(apiAs(callerId), user) }).toEqual({
        target,
        answer: NOT_FOUND,
      });
    }
    const after = getDatabase();
    expect(after.users).toEqual(before.users);
    expect(after.mfaDevices).toEqual(before.mfaDevices);
    expect(after.signPermissions).toEqual(before.signPermissions);
    expect(after.outbox).toEqual([]);
    expect(after.emulation).toEqual(before.emulation);
  });
});

type CompanyCall = (api: ReturnType<typeof apiAs>, companyId: number) => Promise<ApiAnswer>;
const companyBody = {
  name: 'Taken Over',
  signManufacturerId: null,
  manufacturerSignupType: 'standard',
};
const signOf = (companyId: number) =>
  [...getDatabase().schedulerSigns.values()].find((sign) => sign.companyId === companyId)?.id ??
  999_999;

const COMPANY_CALLS: [string, CompanyCall][] = [
  ['GET /companies/:id', (api, id) => api.get(`/companies/${id}`)],
  ['PUT /companies/:id', (api, id) => api.put(`/companies/${id}`, companyBody)],
  ['DELETE /companies/:id', (api, id) => api.delete(`/companies/${id}`)],
  ['PUT mfa-status', (api, id) => api.put(`/companies/${id}/mfa-status`, { isMfaEnabled: true })],
  ['GET /admin/company-signs/:companyId', (api, id) => api.get(`/admin/company-signs/${id}`)],
  ['GET /users?companyId', (api, id) => api.get(`/users?companyId=${id}`)],
  [
    'POST /users into the company',
    (api, id) =>
      api.post('/users', { companyId: id, role: Role.User, email: 'eve@elsewhere.example' }),
  ],
  ['content GET /company/:id', (api, id) => api.get(`/company/${id}`, 'content')],
  [
    'content PUT credits',
    (api, id) =>
      api.put(`/company/${id}/credits`, { downloadCredits: 9, requestCredits: 9 }, 'content'),
  ],
  [
    'content PUT subscriber-user',
    (api, id) =>
      api.put(`/company/${id}/subscriber-user`, { subscriberAuthId: DEMO_ADMIN.id }, 'content'),
  ],
  ['scheduler GET /signs?companyId', (api, id) => api.get(`/signs?companyId=${id}`, 'scheduler')],
  [
    'scheduler DELETE a sign of the company',
    (api, id) => api.delete(`/signs/${signOf(id)}`, 'scheduler'),
  ],
];

describe.each([
  ['an admin', DEMO_ADMIN.id],
  ['a base user', DEMO_USER.id],
])('%s of Acme Signs acting on other companies', (_who, callerId) => {
  it.each(COMPANY_CALLS)(
    '%s answers 404 Not found for every other company',
    async (_call, call) => {
      const before = structuredClone(getDatabase());
      // The super admins' company, a large one, one with no users and no {product} account, none.
      for (const companyId of [2, LARGE_COMPANY_ID, EMPTY_COMPANY_ID, 6, 9_999]) {
        expect({ companyId, answer: await call(apiAs(callerId), companyId) }).toEqual({
          companyId,
          answer: NOT_FOUND,
        });
      }
      const after = getDatabase();
      expect(after.companies).toEqual(before.companies);
      expect(after.contentAccounts).toEqual(before.contentAccounts);
      expect(after.schedulerSigns).toEqual(before.schedulerSigns);
      expect(after.users.size).toBe(before.users.size);
    },
  );
});

describe('inside their own company', () => {
  it('an admin still hears the role rules, and a base user the missing permission', async () => {
    const admin = apiAs(DEMO_ADMIN.id);
    expect((await admin.get(`/companies/${ACME_COMPANY_ID}`)).status).toBe(200);
    expect((await admin.put(`/companies/${ACME_COMPANY_ID}`, companyBody)).status).toBe(403);
    expect((await admin.post(`${path(DEMO_USER.id)}/password-reset-link`)).status).toBe(403);
    const baseUser = apiAs(DEMO_USER.id);
    expect((await baseUser.post(`${path(DEMO_ADMIN.id)}/send-invite-email`)).status).toBe(403);
    expect((await baseUser.get(`/company/${ACME_COMPANY_ID}`, 'content')).status).toBe(200);
  });

  it('a super admin reaches every company, and 404 means it does not exist', async () => {
    const superAdmin = apiAs(DEMO_SUPER_ADMIN.id);
    expect((await superAdmin.get(`/companies/${LARGE_COMPANY_ID}`)).status).toBe(200);
    expect(await superAdmin.get('/companies/9999')).toEqual(NOT_FOUND);
    expect(await superAdmin.delete(path('auth0|nobody-at-all'))).toEqual(NOT_FOUND);
  });
});
