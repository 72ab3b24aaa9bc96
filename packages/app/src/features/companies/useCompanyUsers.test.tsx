// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACME_COMPANY_ID, LARGE_COMPANY_ID } from '@admin-hub/api-mocks';
import { companyUsersArgs, usersApi } from '../../api/index.ts';
import { appWrapper } from '../../testing/appWrapper.tsx';
import { setupMockApiServer } from '../../testing/mockApiServer.ts';
import { collectEveryPage } from '../runs/collectEveryPage.ts';
import { useCompanyUsers } from './useCompanyUsers.ts';

const { server, testStore, api } = setupMockApiServer();

// Two pages of the 215-user company (a failed one retried first): past waitFor's 1 s default when
// the suite shares two cores with Storybook and the end-to-end tests.
const PAGES_LOADED = { timeout: 5_000 };

const render = (companyId: number) =>
  renderHook(() => useCompanyUsers(companyId), { wrapper: appWrapper(testStore()) });

describe('useCompanyUsers', () => {
  it('loads every page of a company past 200 users, so no row is lost', async () => {
    const { result } = render(LARGE_COMPANY_ID);
    await waitFor(() => expect(result.current.users).toHaveLength(215), PAGES_LOADED);
    expect(result.current.total).toBe(215);
    expect(new Set(result.current.users?.map((user) => user.id)).size).toBe(215);
    expect(result.current).toMatchObject({ loadingMore: false, moreFailed: false });
  });

  it('asks for one page when one is enough', async () => {
    const pages: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.startsWith(`${api.main}/users?`)) pages.push(new URL(request.url).search);
    });
    const { result } = render(ACME_COMPANY_ID);
    await waitFor(() => expect(result.current.users).toHaveLength(9));
    expect(pages).toEqual([
      `?page=1&perPage=200&sort=name&direction=asc&companyId=${ACME_COMPANY_ID}`,
    ]);
  });

  it('says when a further page failed, keeping the rows it has', async () => {
    server.use(
      http.get(`${api.main}/users`, ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json({ message: 'down' }, { status: 500 })
          : undefined,
      ),
    );
    const { result } = render(LARGE_COMPANY_ID);
    await waitFor(() => expect(result.current.moreFailed).toBe(true), PAGES_LOADED);
    expect(result.current.users).toHaveLength(200);
    expect(result.current.total).toBe(215);
    expect(result.current.isError).toBe(false);
  });

  it('asks again for the pages with Retry, and has every row once they answer', async () => {
    let failing = true;
    server.use(
      http.get(`${api.main}/users`, ({ request }) =>
        failing && new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json({ message: 'down' }, { status: 500 })
          : undefined,
      ),
    );
    const { result } = render(LARGE_COMPANY_ID);
    await waitFor(() => expect(result.current.moreFailed).toBe(true), PAGES_LOADED);
    failing = false;
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.users).toHaveLength(215), PAGES_LOADED);
    expect(result.current).toMatchObject({ loadingMore: false, moreFailed: false });
  });

  it("meets the runs' pages in the cache: an export of the loaded company asks for none again", async () => {
    const store = testStore();
    const { result } = renderHook(() => useCompanyUsers(LARGE_COMPANY_ID), {
      wrapper: appWrapper(store),
    });
    await waitFor(() => expect(result.current.users).toHaveLength(215), PAGES_LOADED);
    let asked = 0;
    server.events.on('request:start', () => {
      asked += 1;
    });
    const pages = collectEveryPage(store.dispatch, {
      endpoint: usersApi.endpoints.getUsers,
      args: companyUsersArgs(LARGE_COMPANY_ID),
      total: 215,
      reasonOf: String,
    });
    for (const page of pages.pages) expect(await pages.step(page)).toEqual({ ok: true });
    expect(pages.rows()).toEqual(result.current.users);
    expect(asked).toBe(0);
  });
});
