import { describe, expect, it, vi } from 'vitest';
import { ACME_COMPANY_ID, DEMO_USER } from '@admin-hub/api-mocks';
import { Role } from '@admin-hub/domain/roles';
import { contentCompaniesApi } from '../api/content/contentCompanies.ts';
import { companiesApi } from '../api/main/companies.ts';
import { companyUsersArgs, usersApi } from '../api/main/users.ts';
import { schedulerSignsApi } from '../api/scheduler/signs.ts';
import { setupMockApiServer } from '../testing/mockApiServer.ts';

const { countRequests, testStore, api } = setupMockApiServer();
const { main: MAIN, scheduler: SCHEDULER } = api;

const usersArgs = { page: 1, perPage: 40, sort: 'email', direction: 'asc' } as const;

describe('createAppStore', () => {
  it('starts with an empty cache, and stores share nothing', async () => {
    const first = testStore();
    await first.dispatch(usersApi.endpoints.getMe.initiate());
    expect(Object.keys(first.getState().api.queries)).toHaveLength(1);

    const second = testStore();
    expect(second.getState().api.queries).toEqual({});
    expect(second.getState().api.mutations).toEqual({});
  });

  it('refetches the user lists and the company after a user is created', async () => {
    const store = testStore();
    const usersRequests = countRequests('GET', `${MAIN}/users`);
    const companyRequests = countRequests('GET', `${MAIN}/companies/:id`);
    // Awaited initiate results stay subscribed, like a mounted screen.
    await Promise.all([
      store.dispatch(usersApi.endpoints.getUsers.initiate(companyUsersArgs(ACME_COMPANY_ID))),
      store.dispatch(companiesApi.endpoints.getCompany.initiate(ACME_COMPANY_ID)),
    ]);
    const before = usersApi.endpoints.getUsers.select(companyUsersArgs(ACME_COMPANY_ID))(
      store.getState(),
    ).data;

    await store.dispatch(
      usersApi.endpoints.createUser.initiate({
        companyId: ACME_COMPANY_ID,
        role: Role.User,
        email: 'new.colleague@acme.example',
        sendInviteEmail: true,
      }),
    );
    await vi.waitFor(() => {
      expect(usersRequests.count).toBe(2);
      expect(companyRequests.count).toBe(2);
    });
    await Promise.all(store.dispatch(usersApi.util.getRunningQueriesThunk()));
    const after = usersApi.endpoints.getUsers.select(companyUsersArgs(ACME_COMPANY_ID))(
      store.getState(),
    ).data;
    expect(after?.meta.total).toBe((before?.meta.total ?? 0) + 1);
    expect(after?.data.map((user) => user.email)).toContain('new.colleague@acme.example');
  });

  it('refetches a user list after a user is deleted', async () => {
    const store = testStore();
    const usersRequests = countRequests('GET', `${MAIN}/users`);
    const args = { ...usersArgs, search: DEMO_USER.email };
    const before = await store.dispatch(usersApi.endpoints.getUsers.initiate(args));
    expect(before.data?.data.map(({ id }) => id)).toContain(DEMO_USER.id);

    await store.dispatch(
      usersApi.endpoints.deleteUser.initiate({ id: DEMO_USER.id, companyId: ACME_COMPANY_ID }),
    );
    await vi.waitFor(() => expect(usersRequests.count).toBe(2));
    await Promise.all(store.dispatch(usersApi.util.getRunningQueriesThunk()));
    const after = usersApi.endpoints.getUsers.select(args)(store.getState()).data;
    expect(after?.data.map(({ id }) => id)).not.toContain(DEMO_USER.id);
  });

  it('refetches the scheduler signs after one is deleted', async () => {
    const store = testStore();
    const signsRequests = countRequests('GET', `${SCHEDULER}/signs`);
    const first = await store.dispatch(
      schedulerSignsApi.endpoints.getSchedulerSigns.initiate({ companyId: ACME_COMPANY_ID }),
    );
    const sign = first.data?.[0];
    if (!sign) throw new Error('Acme Signs has scheduler signs in the seed');

    await store.dispatch(schedulerSignsApi.endpoints.deleteSchedulerSign.initiate(sign.id));
    await vi.waitFor(() => expect(signsRequests.count).toBe(2));
    await Promise.all(store.dispatch(schedulerSignsApi.util.getRunningQueriesThunk()));
    const after = schedulerSignsApi.endpoints.getSchedulerSigns.select({
      companyId: ACME_COMPANY_ID,
    })(store.getState()).data;
    expect(after?.map(({ id }) => id)).not.toContain(sign.id);
  });

  it('refetches the {product} company after its credits change', async () => {
    const store = testStore();
    await store.dispatch(contentCompaniesApi.endpoints.getContentCompany.initiate(ACME_COMPANY_ID));

    await store.dispatch(
      contentCompaniesApi.endpoints.updateCompanyCredits.initiate({
        companyId: ACME_COMPANY_ID,
        downloadCredits: 321,
        requestCredits: 12,
      }),
    );
    await vi.waitFor(() => {
      const company = contentCompaniesApi.endpoints.getContentCompany.select(ACME_COMPANY_ID)(
        store.getState(),
      ).data;
      expect(company).toMatchObject({ downloadCredits: 321, requestCredits: 12 });
    });
  });
});
