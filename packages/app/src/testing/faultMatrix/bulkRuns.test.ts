import { http } from 'msw';
import type { HttpResponseResolver } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ACME_COMPANY_ID,
  addActivityEntries,
  buildActivityEntry,
  DEMO_ADMIN,
  ENDPOINTS,
  endpointUrl,
  getDatabase,
  scenarioResolver,
} from '@admin-hub/api-mocks';
import type { EndpointId } from '@admin-hub/api-mocks';
import type { BulkUserAction } from '@admin-hub/domain/bulkUserActions';
import type { User } from '@admin-hub/domain/entities';
import { activityApi } from '../../api/main/activity.ts';
import { companiesApi } from '../../api/main/companies.ts';
import { usersApi } from '../../api/main/users.ts';
import { DEMO_CONFIG } from '../../config/DEMO_CONFIG.ts';
import { collectEveryPage } from '../../features/runs/collectEveryPage.ts';
import type { EveryPage } from '../../features/runs/collectEveryPage.ts';
import type { PagedEndpoint } from '../../api/requestPage.ts';
import { runItems } from '../../features/runs/runItems.ts';
import { runSender } from '../../api/runEnded.ts';
import { errorToastText } from '../../notifications/toastMessages.ts';
import { userBulkStep } from '../../features/users/bulk/userBulkStep.ts';
import { setupMockApiServer } from '../mockApiServer.ts';
import { faultCases } from './faultCases.ts';

/*
 * The fault matrix over the bulk runs (issue 17): each bulk action's single call, failing for one
 * user of three under each fault. A failing call is a failed row with the words its toast would
 * have used, never a lost run: the other users are done, each call is sent once (writes are never
 * retried), and no call raises a toast of its own (the run's end raises one, runToastText.test.ts).
 * 'Slow' is no fault: every user is done.
 */

const SLOW_MS = 300;
const { server, testStore } = setupMockApiServer();

interface BulkCall {
  action: BulkUserAction;
  /** The row's reason when the call fails (spec §8's error toast). */
  reason: string;
}

const BULK_CALLS: Partial<Record<EndpointId, BulkCall>> = {
  'POST /users/:id/send-invite-email': {
    action: 'sendInviteEmail',
    reason: 'Error sending invite email',
  },
  'POST /users/:id/send-password-reset-email': {
    action: 'sendPasswordResetEmail',
    reason: 'Error sending password reset email',
  },
  'DELETE /users/:id': { action: 'delete', reason: 'Error deleting user' },
};
const BULK_IDS = Object.keys(BULK_CALLS) as EndpointId[];

/** Three Acme users the super admin may act on; the fault hits the second. */
async function threeAcmeUsers(store: ReturnType<typeof testStore>): Promise<User[]> {
  const { data } = await store.dispatch(
    usersApi.endpoints.getUsers.initiate({
      companyId: ACME_COMPANY_ID,
      page: 1,
      perPage: 200,
      sort: 'email',
      direction: 'asc',
    }),
  );
  const users = data!.data.filter(({ id }) => id !== DEMO_ADMIN.id).slice(0, 3);
  expect(users).toHaveLength(3);
  return users;
}

/** The fault's answer for one user's call; everyone else's reaches the stateful mocks. */
function faultFor(id: EndpointId, resolver: HttpResponseResolver, userId: string) {
  const method = ENDPOINTS[id].method.toLowerCase() as 'post' | 'delete';
  const counted = { calls: 0 };
  const handler = http[method](endpointUrl(id, DEMO_CONFIG.api), (info) => {
    counted.calls += 1;
    if (info.params.id !== userId) return undefined;
    return resolver(info);
  });
  return { handler, counted };
}

describe('fault matrix: bulk runs', () => {
  for (const { id, fault, call } of faultCases(BULK_CALLS, BULK_IDS)) {
    const title = fault === 'slow' ? 'every row done' : 'one failed row, the run goes on';
    it(`${id} × ${fault}: ${title}`, async () => {
      const store = testStore();
      const users = await threeAcmeUsers(store);
      const target = users[1]!;
      const resolver = scenarioResolver(id, fault, DEMO_CONFIG.api, { delayMs: SLOW_MS });
      const { handler, counted } = faultFor(id, resolver, target.id);
      server.use(handler);

      const step = userBulkStep(call.action, DEMO_CONFIG.productName);
      const send = runSender(store.dispatch, []);
      const outcomes = await runItems(users, (user) => step(user, send));

      const expected = users.map((user) =>
        fault !== 'slow' && user === target
          ? { item: user, status: 'failed', reason: call.reason }
          : { item: user, status: 'succeeded' },
      );
      expect(outcomes).toEqual(expected);
      expect(counted.calls).toBe(3);
      expect(store.notify.success).not.toHaveBeenCalled();
      expect(store.notify.error).not.toHaveBeenCalled();
      if (call.action === 'delete') {
        const left = users.filter((user) => getDatabase().users.has(user.id));
        expect(left).toEqual(fault === 'slow' ? [] : [target]);
      }
    });
  }
});

/** Three pages of 40 of a list, sorted by name, as its export or 'Select all' collects them. */
const threePagesOf =
  <Args extends { page: number; perPage: number; sort: string; direction: string }, T>(
    endpoint: PagedEndpoint<Args, T>,
  ) =>
  (store: ReturnType<typeof testStore>, reasonOf: (error: unknown) => string): EveryPage<T> =>
    collectEveryPage(store.dispatch, {
      endpoint,
      args: { page: 1, perPage: 40, sort: 'name', direction: 'asc' } as Args,
      total: 120,
      perPage: 40,
      reasonOf,
    });

/**
 * The page runs of an export or 'Select all', through their one collector: three pages of 40
 * (the first page's size of each list), the second one failing.
 */
const PAGE_CALLS: Partial<
  Record<
    EndpointId,
    {
      collect: (
        store: ReturnType<typeof testStore>,
        reasonOf: (error: unknown) => string,
      ) => EveryPage<unknown>;
      endpoint: 'getUsers' | 'getCompanies' | 'getActivity';
      /** A failed page's reason: its read's error toast. */
      reason: string;
      /** Makes the list hold three pages, before any fault. */
      prepare?: () => void;
    }
  >
> = {
  'GET /users': {
    endpoint: 'getUsers',
    reason: 'Error loading users',
    collect: threePagesOf(usersApi.endpoints.getUsers),
  },
  'GET /companies': {
    endpoint: 'getCompanies',
    reason: 'Error loading companies',
    collect: threePagesOf(companiesApi.endpoints.getCompanies),
  },
  // The activity's CSV export (issue 36) reads it the same way; the record starts empty, so
  // 120 entries fill it first.
  'GET /activity': {
    endpoint: 'getActivity',
    reason: 'Error loading activity',
    prepare: () =>
      addActivityEntries(
        getDatabase(),
        Array.from({ length: 120 }, () => buildActivityEntry()),
      ),
    collect: (store, reasonOf) =>
      collectEveryPage(store.dispatch, {
        endpoint: activityApi.endpoints.getActivity,
        args: { page: 1, perPage: 40 },
        total: 120,
        perPage: 40,
        reasonOf,
      }),
  },
};
const PAGE_IDS = Object.keys(PAGE_CALLS) as EndpointId[];

describe('fault matrix: page runs (export, Select all)', () => {
  for (const { id, fault, call } of faultCases(PAGE_CALLS, PAGE_IDS)) {
    const title = fault === 'slow' ? 'every page in' : 'one failed page, the others in';
    it(`${id} × ${fault}: ${title}`, async () => {
      call.prepare?.();
      const store = testStore();
      const resolver = scenarioResolver(id, fault, DEMO_CONFIG.api, { delayMs: SLOW_MS });
      server.use(
        http.get(endpointUrl(id, DEMO_CONFIG.api), (info) =>
          new URL(info.request.url).searchParams.get('page') === '2' ? resolver(info) : undefined,
        ),
      );
      const pages = call.collect(
        store,
        (error) => errorToastText(call.endpoint, error, DEMO_CONFIG.productName) ?? 'Failed',
      );
      expect(pages.pages).toEqual([1, 2, 3]);
      const outcomes = await runItems(pages.pages, pages.step);
      const { reason } = call;
      expect(outcomes).toEqual([
        { item: 1, status: 'succeeded' },
        fault === 'slow' ? { item: 2, status: 'succeeded' } : { item: 2, status: 'failed', reason },
        { item: 3, status: 'succeeded' },
      ]);
      expect(pages.rows()).toHaveLength(fault === 'slow' ? 120 : 80);
      // Fetched ahead of any screen: the run's end tells, not each page.
      expect(store.notify.error).not.toHaveBeenCalled();
    });
  }
});
