import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LARGE_COMPANY_ID } from '@admin-hub/api-mocks';
import { companyUsersArgs, usersApi } from '../../api/index.ts';
import { setupMockApiServer } from '../../testing/mockApiServer.ts';
import { collectEveryPage } from './collectEveryPage.ts';

const { server, testStore, api } = setupMockApiServer();

/** Every user of the 215-user company, as the runs of 'Select all' and the export collect them. */
const collect = (store: ReturnType<typeof testStore>) =>
  collectEveryPage(store.dispatch, {
    endpoint: usersApi.endpoints.getUsers,
    args: { ...companyUsersArgs(LARGE_COMPANY_ID), perPage: 40, search: '' },
    total: 215,
    reasonOf: (error) => `reason: ${String((error as { status?: unknown }).status)}`,
  });

describe('collectEveryPage', () => {
  it('fetches each page of 200 of the list’s query, and keeps their rows in page order', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.startsWith(`${api.main}/users?`)) asked.push(new URL(request.url).search);
    });
    const store = testStore();
    const pages = collect(store);
    expect(pages.pages).toEqual([1, 2]);
    // A run takes its pages in any order; the rows come out in the list's.
    expect(await pages.step(2)).toEqual({ ok: true });
    expect(await pages.step(1)).toEqual({ ok: true });
    expect(asked).toEqual(
      [2, 1].map(
        (page) => `?page=${page}&perPage=200&sort=name&direction=asc&companyId=${LARGE_COMPANY_ID}`,
      ),
    );
    const rows = pages.rows();
    expect(rows).toHaveLength(215);
    const { data: whole } = await store.dispatch(
      usersApi.endpoints.getUsers.initiate({ ...companyUsersArgs(LARGE_COMPANY_ID), perPage: 300 }),
    );
    expect(rows.map(({ id }) => id)).toEqual(whole?.data.map(({ id }) => id));
    // The run's own reads: its end tells, no page toasts.
    expect(store.notify.error).not.toHaveBeenCalled();
  });

  it('makes a failed page the step’s failure with its reason; fetched again, it fills its gap', async () => {
    let failing = true;
    server.use(
      http.get(`${api.main}/users`, ({ request }) =>
        failing && new URL(request.url).searchParams.get('page') === '1'
          ? HttpResponse.json({ message: 'down' }, { status: 500 })
          : undefined,
      ),
    );
    const store = testStore();
    const pages = collect(store);
    expect(await pages.step(1)).toEqual({ ok: false, reason: 'reason: 500' });
    expect(await pages.step(2)).toEqual({ ok: true });
    expect(pages.rows()).toHaveLength(15);
    failing = false;
    expect(await pages.step(1)).toEqual({ ok: true });
    expect(pages.rows()).toHaveLength(215);
    expect(store.notify.error).not.toHaveBeenCalled();
  });
});
