// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACME_COMPANY_ID } from '@admin-hub/api-mocks';
import type { User } from '@admin-hub/domain/entities';
import {
  companyUsersArgs,
  usersApi,
  useGetActivityQuery,
  useGetUsersQuery,
} from '../../api/index.ts';
import { appWrapper } from '../../testing/appWrapper.tsx';
import { setupMockApiServer } from '../../testing/mockApiServer.ts';
import type { StepResult } from './runItems.ts';
import { useRun } from './useRun.ts';

const { server, testStore, api, countRequests } = setupMockApiServer();

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

  it('reads the activity record again once, at the end of a pass, though its calls name a bare id', async () => {
    const store = testStore();
    const activityRequests = countRequests('GET', `${api.main}/activity`);
    const { result } = renderHook(
      () => ({ site: useNewRunSite(), activity: useGetActivityQuery({}) }),
      { wrapper: appWrapper(store) },
    );
    await waitFor(() => expect(result.current.site.list.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.activity.isSuccess).toBe(true));
    const users = result.current.site.list.data?.data.slice(0, 7) ?? [];

    act(() =>
      result.current.site.run.start(users, {
        kind: 'sendInviteEmail',
        noun: 'users',
        step: async (user, send) => {
          const { error } = await send(usersApi.endpoints.sendInviteEmail, user.id);
          return error === undefined ? { ok: true } : { ok: false, reason: 'failed' };
        },
      }),
    );
    await waitFor(() => expect(result.current.activity.data?.meta.total).toBe(7));
    await waitFor(() => expect(result.current.activity.isFetching).toBe(false));
    // The first load, then one for the seven e-mails.
    expect(activityRequests.count).toBe(2);
  });

  it("runAgain('notStarted') calls exactly the items a cancel left, never one with an outcome", async () => {
    const store = testStore();
    const { result } = renderHook(() => useRun<number>(), { wrapper: appWrapper(store) });
    const calls = heldCalls();
    act(() =>
      result.current.start([1, 2, 3, 4, 5, 6, 7], {
        kind: 'sendInviteEmail',
        noun: 'users',
        step: calls.step,
      }),
    );
    // Four at a time: 1-4 in flight when Cancel comes.
    await waitFor(() => expect(calls.started).toEqual([1, 2, 3, 4]));
    act(() => result.current.cancel());
    await calls.settle(1, { ok: false, reason: 'Error sending invite email' });
    for (const item of [2, 3, 4]) await calls.settle(item);
    await waitFor(() => expect(result.current.state?.status).toBe('cancelled'));
    expect(statuses(result.current.state?.outcomes)).toEqual([
      'failed',
      'succeeded',
      'succeeded',
      'succeeded',
      'notStarted',
      'notStarted',
      'notStarted',
    ]);

    act(() => result.current.runAgain('notStarted'));
    await waitFor(() => expect(calls.started).toEqual([1, 2, 3, 4, 5, 6, 7]));
    for (const item of [5, 6, 7]) await calls.settle(item);
    await waitFor(() => expect(result.current.state?.status).toBe('finished'));
    // The failure stays for 'Retry failed'; nothing else is left.
    expect(statuses(result.current.state?.outcomes)).toEqual([
      'failed',
      'succeeded',
      'succeeded',
      'succeeded',
      'succeeded',
      'succeeded',
      'succeeded',
    ]);
    act(() => result.current.runAgain('notStarted'));
    expect(result.current.state?.status).toBe('finished');
    await waitFor(() => expect(store.notify.success).toHaveBeenCalledTimes(1));
    expect(store.notify.success.mock.calls).toEqual([
      ['Invite email sent successfully to 3 users'],
    ]);
    expect(calls.started).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("says a cancel came late when every call had started, unless the run's end heeds it", async () => {
    const store = testStore();
    for (const endHeedsCancel of [false, true]) {
      const { result } = renderHook(() => useRun<number>(), { wrapper: appWrapper(store) });
      const calls = heldCalls();
      act(() =>
        result.current.start([1, 2, 3], {
          kind: 'export',
          noun: 'users',
          step: calls.step,
          endHeedsCancel,
        }),
      );
      await waitFor(() => expect(calls.started).toEqual([1, 2, 3]));
      act(() => result.current.cancel());
      for (const item of [1, 2, 3]) await calls.settle(item);
      await waitFor(() =>
        expect(result.current.state?.status).toBe(endHeedsCancel ? 'cancelled' : 'cancelledLate'),
      );
    }
  });
});

const statuses = (outcomes: readonly { status: string }[] | undefined) =>
  outcomes?.map(({ status }) => status);

/** A step whose calls the test settles by hand. */
function heldCalls() {
  const pending = new Map<number, (result: StepResult) => void>();
  const started: number[] = [];
  const step = (item: number) =>
    new Promise<StepResult>((resolve) => {
      started.push(item);
      pending.set(item, resolve);
    });
  const settle = async (item: number, result: StepResult = { ok: true }) => {
    await waitFor(() => expect(pending.has(item)).toBe(true));
    act(() => pending.get(item)!(result));
    pending.delete(item);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  };
  return { step, started, settle };
}
