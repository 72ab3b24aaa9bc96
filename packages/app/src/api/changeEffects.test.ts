import { QueryStatus } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { ACME_COMPANY_ID, DEMO_ADMIN } from '@admin-hub/api-mocks';
import { setupMockApiServer } from '../testing/mockApiServer.ts';
import { CHANGE_EFFECTS } from './changeEffects.ts';
import { activityApi } from './main/activity.ts';
import { companiesApi } from './main/companies.ts';
import { LIST, type ApiTag } from './tags.ts';

const { testStore, countRequests, api } = setupMockApiServer();

/** Until the store has nothing on its way (a refresh starts once its change has settled). */
const idle = async (store: ReturnType<typeof testStore>) => {
  const pending = () =>
    Object.values(store.getState().api.queries).some(
      (entry) => entry?.status === QueryStatus.pending,
    );
  for (let quiet = 0; quiet < 2; quiet = pending() ? 0 : quiet + 1)
    await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('change effects: the activity record (issue 36)', () => {
  it('is read again after a refused change too: the API records refusals', async () => {
    const store = testStore(DEMO_ADMIN.id);
    const requests = countRequests('GET', `${api.main}/activity`);
    const activity = store.dispatch(activityApi.endpoints.getActivity.initiate({}));
    await activity;
    // An admin may not delete companies, their own least of all: 403, recorded.
    const refused = await store.dispatch(
      companiesApi.endpoints.deleteCompany.initiate(ACME_COMPANY_ID),
    );
    expect(refused.error).toMatchObject({ status: 403 });
    await idle(store);
    expect(requests.count).toBe(2);
    const { data } = activityApi.endpoints.getActivity.select({})(store.getState());
    expect(data?.data.map(({ kind, status }) => ({ kind, status }))).toEqual([
      { kind: 'company.deleted', status: 403 },
    ]);
    activity.unsubscribe();
  });
});

describe('change effects: the users lists', () => {
  // A users list provides its LIST tag only (api/main/users.ts): a change that named one user
  // without the lists would leave every list that shows that user stale.
  it('are refreshed by every change that refreshes one user', () => {
    // Any argument or answer a rule reads: every field is there.
    const anything = new Proxy({}, { get: () => 7 });
    // With an answer (it succeeded) and without (it failed, or a run's pass refreshes at its end).
    const namingOneUser = Object.entries(CHANGE_EFFECTS).flatMap(([name, rule]) =>
      [anything, undefined].flatMap((result) => {
        const tags = (rule as (arg: unknown, result?: unknown) => readonly ApiTag[])(
          anything,
          result,
        );
        const users = tags.flatMap((tag) =>
          typeof tag === 'object' && tag.type === 'User' ? [tag] : [],
        );
        return users.some((tag) => tag.id !== LIST) ? [{ name, users }] : [];
      }),
    );
    // Not held vacuously: today's two such changes are among them.
    expect(namingOneUser.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['updateUser', 'deleteUser']),
    );
    for (const { name, users } of namingOneUser)
      expect(users, name).toContainEqual({ type: 'User', id: LIST });
  });
});
