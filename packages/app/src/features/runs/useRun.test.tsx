// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACME_COMPANY_ID } from '@admin-hub/api-mocks';
import type { User } from '@admin-hub/domain/entities';
import { companyUsersArgs, usersApi, useGetUsersQuery } from '../../api/index.ts';
import { appWrapper } from '../../testing/appWrapper.tsx';
import { setupMockApiServer } from '../../testing/mockApiServer.ts';
import { useRun } from './useRun.ts';

const { server, testStore, api } = setupMockApiServer();

/**
 * A run site as a new feature would write it: the list on screen, and a run whose step sends one
 * change per item through `send`. It names neither a toast nor a refresh.
 */
function useNewRunSite() {
  const list = useGetUsersQuery(companyUsersArgs(ACME_COMPANY_ID));
  const run = useRun<User>();
  return { list, run };
}

describe('useRun: the one path for runs', () => {
  it('raises one toast for a pass, though the site raises none', async () => {
    const store = testStore();
    const { result } = renderHook(useNewRunSite, { wrapper: appWrapper(store) });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));

    const users = result.current.list.data?.data.slice(0, 3) ?? [];
    act(() =>
      result.current.run.start(users, {
        kind: 'sendInviteEmail',
        noun: 'users',
        step: async (user, send) => {
          const { error } = await send(usersApi.endpoints.sendInviteEmail, user.id);
          return error === undefined ? { ok: true } : { ok: false, reason: 'failed' };
        },
      }),
    );
    await waitFor(() => expect(result.current.run.state?.status).toBe('finished'));
    await waitFor(() => expect(store.notify.success).toHaveBeenCalled());
    expect(store.notify.success.mock.calls).toEqual([
      ['Invite email sent successfully to 3 users'],
    ]);
    expect(store.notify.error).not.toHaveBeenCalled();
  });

  it('refreshes what the pass changed once, at its end, not once per call', async () => {
    const store = testStore();
    const listRequests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && request.url.startsWith(`${api.main}/users?`))
        listRequests.push(request.url);
    });
    const { result } = renderHook(useNewRunSite, { wrapper: appWrapper(store) });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const users = result.current.list.data?.data.slice(0, 3) ?? [];
    const before = result.current.list.data?.data.length ?? 0;
    expect(before).toBeGreaterThan(3);

    act(() =>
      result.current.run.start(users, {
        kind: 'deleteUser',
        noun: 'users',
        step: async (user, send) => {
          const { error } = await send(usersApi.endpoints.deleteUser, {
            id: user.id,
            companyId: user.companyId,
          });
          return error === undefined ? { ok: true } : { ok: false, reason: 'failed' };
        },
      }),
    );
    await waitFor(() => expect(result.current.list.data?.data).toHaveLength(before - 3));
    // The first load, then one refetch for the three deletions.
    expect(listRequests).toHaveLength(2);
    expect(store.notify.success.mock.calls).toEqual([['3 users deleted']]);
  });
});
