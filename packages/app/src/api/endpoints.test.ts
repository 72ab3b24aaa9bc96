import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { Role } from '@admin-hub/domain/roles';
import { DEMO_CONFIG } from '../config/DEMO_CONFIG.ts';
import type { AppStore } from '../store/createAppStore.ts';
import { setupMockApiServer } from '../testing/mockApiServer.ts';
import { contentCompaniesApi } from './content/contentCompanies.ts';
import { companiesApi } from './main/companies.ts';
import { contentSignsApi } from './main/contentSigns.ts';
import { signManufacturersApi } from './main/signManufacturers.ts';
import { usersApi } from './main/users.ts';
import { signPermissionsApi } from './scheduler/signPermissions.ts';
import { schedulerSignsApi } from './scheduler/signs.ts';

const { main: MAIN, content: CONTENT, scheduler: SCHEDULER } = DEMO_CONFIG.api;
const USER_ID = 'auth0|acme-user';
const ENCODED_USER_ID = 'auth0%7Cacme-user';
const PRODUCT = DEMO_CONFIG.productName;

interface Call {
  /** Dispatches the endpoint once. */
  run: (store: AppStore) => PromiseLike<unknown>;
  method: string;
  url: string;
  body?: unknown;
  success?: string;
  /** Absent: the failure is silent. */
  error?: string;
}

const company = {
  name: 'Acme Signs',
  signManufacturerId: 3,
  manufacturerSignupType: 'standard',
} as const;
/** A company as a screen holds it: fields beyond the payload must stay out of the request. */
const companyAsHeld = { id: 7, ...company, users: [], createdAt: '2026-01-15T12:00:00.000Z' };

/** Every call of spec §7: its wire format (contracts file) and its toasts (spec §8). */
const CALLS: Record<string, Call> = {
  // Spec §7: a failed current-user call only clears the loading flag.
  getMe: {
    run: (s) => s.dispatch(usersApi.endpoints.getMe.initiate()),
    method: 'GET',
    url: `${MAIN}/users/me`,
  },
  getUsers: {
    run: (s) =>
      s.dispatch(
        usersApi.endpoints.getUsers.initiate({
          page: 2,
          perPage: 40,
          search: 'acme',
          sort: 'email',
          direction: 'desc',
          companyId: 1,
        }),
      ),
    method: 'GET',
    url: `${MAIN}/users?page=2&perPage=40&search=acme&sort=email&direction=desc&companyId=1`,
    error: 'Error loading users',
  },
  createUser: {
    run: (s) =>
      s.dispatch(
        usersApi.endpoints.createUser.initiate({
          companyId: 1,
          role: Role.User,
          email: 'new@acme.example',
          sendInviteEmail: true,
        }),
      ),
    method: 'POST',
    url: `${MAIN}/users`,
    body: { companyId: 1, role: 'user', email: 'new@acme.example', sendInviteEmail: true },
    success: 'User created',
    error: 'Error creating user',
  },
  updateUser: {
    run: (s) =>
      s.dispatch(
        usersApi.endpoints.updateUser.initiate({
          id: USER_ID,
          firstName: 'Ann',
          lastName: 'Lee',
          email: 'user@acme.example',
          role: Role.Admin,
        }),
      ),
    method: 'PUT',
    url: `${MAIN}/users/${ENCODED_USER_ID}`,
    body: {
      id: USER_ID,
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'user@acme.example',
      role: 'admin',
    },
    success: 'User updated',
    error: 'Error updating user',
  },
  deleteUser: {
    run: (s) => s.dispatch(usersApi.endpoints.deleteUser.initiate({ id: USER_ID, companyId: 1 })),
    method: 'DELETE',
    url: `${MAIN}/users/${ENCODED_USER_ID}`,
    success: 'User deleted',
    error: 'Error deleting user',
  },
  createPasswordResetLink: {
    run: (s) => s.dispatch(usersApi.endpoints.createPasswordResetLink.initiate(USER_ID)),
    method: 'POST',
    url: `${MAIN}/users/${ENCODED_USER_ID}/password-reset-link`,
    error: 'Error loading password reset link',
  },
  sendInviteEmail: {
    run: (s) => s.dispatch(usersApi.endpoints.sendInviteEmail.initiate(USER_ID)),
    method: 'POST',
    url: `${MAIN}/users/${ENCODED_USER_ID}/send-invite-email`,
    success: 'Invite email sent successfully',
    error: 'Error sending invite email',
  },
  sendPasswordResetEmail: {
    run: (s) => s.dispatch(usersApi.endpoints.sendPasswordResetEmail.initiate(USER_ID)),
    method: 'POST',
    url: `${MAIN}/users/${ENCODED_USER_ID}/send-password-reset-email`,
    success: 'Password reset email sent successfully',
    error: 'Error sending password reset email',
  },
  setEmulate: {
    run: (s) => s.dispatch(usersApi.endpoints.setEmulate.initiate(USER_ID)),
    method: 'POST',
    url: `${MAIN}/users/${ENCODED_USER_ID}/set-emulate`,
    success: 'User emulated',
    error: 'Error emulating user',
  },
  clearEmulate: {
    run: (s) => s.dispatch(usersApi.endpoints.clearEmulate.initiate()),
    method: 'POST',
    url: `${MAIN}/users/clear-emulate`,
    success: 'User emulation exited',
    error: 'Error exiting emulation',
  },
  getMfaDevices: {
    run: (s) => s.dispatch(usersApi.endpoints.getMfaDevices.initiate(USER_ID)),
    method: 'GET',
    url: `${MAIN}/users/${ENCODED_USER_ID}/mfa-devices`,
    error: 'Error loading MFA devices',
  },
  deleteMfaDevice: {
    run: (s) =>
      s.dispatch(
        usersApi.endpoints.deleteMfaDevice.initiate({ userId: USER_ID, deviceId: 'dev-1' }),
      ),
    method: 'DELETE',
    url: `${MAIN}/users/${ENCODED_USER_ID}/mfa-devices/dev-1`,
    success: 'MFA device deleted',
    error: 'Error deleting MFA device',
  },
  getCompanies: {
    run: (s) =>
      s.dispatch(
        companiesApi.endpoints.getCompanies.initiate({
          name: 'acme',
          sort: 'createdAt',
          direction: 'desc',
          page: 1,
          perPage: 40,
        }),
      ),
    method: 'GET',
    url: `${MAIN}/companies?name=acme&sort=createdAt&direction=desc&page=1&perPage=40`,
    error: 'Error loading companies',
  },
  getCompany: {
    run: (s) => s.dispatch(companiesApi.endpoints.getCompany.initiate(7)),
    method: 'GET',
    url: `${MAIN}/companies/7`,
    error: 'Error loading company',
  },
  createCompany: {
    run: (s) => s.dispatch(companiesApi.endpoints.createCompany.initiate(company)),
    method: 'POST',
    url: `${MAIN}/companies`,
    body: company,
    success: 'Company created',
    error: 'Error creating company',
  },
  updateCompany: {
    // Fields the caller holds beyond the payload (`users`, `id` beside `companyId`) stay out.
    run: (s) =>
      s.dispatch(companiesApi.endpoints.updateCompany.initiate({ ...companyAsHeld, companyId: 7 })),
    method: 'PUT',
    url: `${MAIN}/companies/7`,
    body: company,
    success: 'Company updated',
    error: 'Error updating company',
  },
  deleteCompany: {
    run: (s) => s.dispatch(companiesApi.endpoints.deleteCompany.initiate(7)),
    method: 'DELETE',
    url: `${MAIN}/companies/7`,
    success: 'Company deleted',
    error: 'Error deleting company',
  },
  updateMfaStatus: {
    run: (s) =>
      s.dispatch(
        companiesApi.endpoints.updateMfaStatus.initiate({ companyId: 7, isMfaEnabled: true }),
      ),
    method: 'PUT',
    url: `${MAIN}/companies/7/mfa-status`,
    body: { isMfaEnabled: true },
    success: 'MFA status updated',
    error: 'Error updating MFA status',
  },
  getSignManufacturers: {
    run: (s) => s.dispatch(signManufacturersApi.endpoints.getSignManufacturers.initiate()),
    method: 'GET',
    url: `${MAIN}/sign-manufacturers`,
    error: 'Error loading sign manufacturers',
  },
  getContentSigns: {
    run: (s) => s.dispatch(contentSignsApi.endpoints.getContentSigns.initiate(1)),
    method: 'GET',
    url: `${MAIN}/admin/company-signs/1`,
    error: `Error loading ${PRODUCT} signs`,
  },
  getContentCompany: {
    run: (s) => s.dispatch(contentCompaniesApi.endpoints.getContentCompany.initiate(1)),
    method: 'GET',
    url: `${CONTENT}/company/1`,
    error: `Error loading ${PRODUCT} company`,
  },
  updateCompanyCredits: {
    run: (s) =>
      s.dispatch(
        contentCompaniesApi.endpoints.updateCompanyCredits.initiate({
          companyId: 1,
          downloadCredits: 10,
          requestCredits: 0,
        }),
      ),
    method: 'PUT',
    url: `${CONTENT}/company/1/credits`,
    body: { downloadCredits: 10, requestCredits: 0 },
    success: 'Company credits updated',
    error: 'Error updating company credits',
  },
  updateCompanySubscriber: {
    run: (s) =>
      s.dispatch(
        contentCompaniesApi.endpoints.updateCompanySubscriber.initiate({
          companyId: 1,
          subscriberAuthId: USER_ID,
        }),
      ),
    method: 'PUT',
    url: `${CONTENT}/company/1/subscriber-user`,
    body: { subscriberAuthId: USER_ID },
    success: 'Company subscriber updated',
    error: 'Error updating company subscriber',
  },
  getSchedulerSigns: {
    run: (s) =>
      s.dispatch(schedulerSignsApi.endpoints.getSchedulerSigns.initiate({ companyId: 1 })),
    method: 'GET',
    url: `${SCHEDULER}/signs?companyId=1`,
    error: 'Error loading scheduler signs',
  },
  deleteSchedulerSign: {
    run: (s) => s.dispatch(schedulerSignsApi.endpoints.deleteSchedulerSign.initiate(12)),
    method: 'DELETE',
    url: `${SCHEDULER}/signs/12`,
    success: 'Scheduler sign deleted',
    error: 'Error deleting scheduler sign',
  },
  getSchedulerSignPermissions: {
    run: (s) =>
      s.dispatch(signPermissionsApi.endpoints.getSchedulerSignPermissions.initiate(USER_ID)),
    method: 'GET',
    url: `${SCHEDULER}/users/${ENCODED_USER_ID}/signs/permissions`,
    error: 'Error loading scheduler sign permissions',
  },
  updateSchedulerSignPermissions: {
    run: (s) =>
      s.dispatch(
        signPermissionsApi.endpoints.updateSchedulerSignPermissions.initiate({
          userId: USER_ID,
          signIds: [12, 13],
        }),
      ),
    method: 'PUT',
    url: `${SCHEDULER}/users/${ENCODED_USER_ID}/signs/permissions`,
    body: { signIds: [12, 13] },
    success: 'Scheduler sign permissions updated',
    error: 'Error updating scheduler sign permissions',
  },
};

interface Seen {
  method: string;
  url: string;
  body: unknown;
}

const { server, testStore: freshStore } = setupMockApiServer();
let seen: Seen[] = [];

/** Every API answers `status` and records what it was sent (in place of the stateful mocks). */
const answerEverything = (status: number) =>
  server.use(
    ...[MAIN, CONTENT, SCHEDULER].map((base) =>
      http.all(`${base}/*`, async ({ request }) => {
        const text = await request.text();
        seen.push({
          method: request.method,
          url: request.url,
          body: text ? (JSON.parse(text) as unknown) : undefined,
        });
        return status < 400
          ? HttpResponse.json({}, { status })
          : HttpResponse.json({ message: 'Failed' }, { status });
      }),
    ),
  );

afterEach(() => {
  seen = [];
});

const testStore = () => {
  const store = freshStore();
  return { store, notify: store.notify };
};

const CASES = Object.entries(CALLS);

describe('endpoints', () => {
  it('cover every injected endpoint', () => {
    const names = Object.keys(CALLS).sort();
    const injected = [
      ...Object.keys(usersApi.endpoints),
      ...Object.keys(companiesApi.endpoints),
      ...Object.keys(signManufacturersApi.endpoints),
      ...Object.keys(contentSignsApi.endpoints),
      ...Object.keys(contentCompaniesApi.endpoints),
      ...Object.keys(schedulerSignsApi.endpoints),
      ...Object.keys(signPermissionsApi.endpoints),
    ];
    expect([...new Set(injected)].sort()).toEqual(names);
  });

  it.each(CASES)('%s sends its method, path, query and body', async (_name, call) => {
    answerEverything(200);
    await call.run(testStore().store);
    expect(seen).toEqual([{ method: call.method, url: call.url, body: call.body }]);
  });

  it.each(CASES)(
    '%s toasts its success text (mutations only) and nothing else',
    async (_name, call) => {
      answerEverything(200);
      const { store, notify } = testStore();
      await call.run(store);
      expect(notify.success.mock.calls).toEqual(call.success ? [[call.success]] : []);
      expect(notify.error).not.toHaveBeenCalled();
    },
  );

  it.each(CASES)('%s toasts its error text once on failure', async (_name, call) => {
    answerEverything(500);
    const { store, notify } = testStore();
    await call.run(store);
    expect(notify.error.mock.calls).toEqual(call.error ? [[call.error]] : []);
    expect(notify.success).not.toHaveBeenCalled();
  });
});
