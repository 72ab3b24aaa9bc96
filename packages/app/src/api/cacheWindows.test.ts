import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppStore } from '../store/createAppStore.ts';
import { setupMockApiServer } from '../testing/mockApiServer.ts';
import { contentCompaniesApi } from './content/contentCompanies.ts';
import { companiesApi } from './main/companies.ts';
import { activityApi } from './main/activity.ts';
import { contentSignsApi } from './main/contentSigns.ts';
import { signManufacturersApi } from './main/signManufacturers.ts';
// The index imports every endpoint module, so a read added to any of them is counted below.
import './index.ts';
import { api as rtkApi } from './api.ts';
import { usersApi } from './main/users.ts';
import { signPermissionsApi } from './scheduler/signPermissions.ts';
import { schedulerSignsApi } from './scheduler/signs.ts';

const { countRequests, testStore, api } = setupMockApiServer();

interface Subscription extends PromiseLike<unknown> {
  unsubscribe: () => void;
}

interface CachedRead {
  /** Spec §9's window, written here as the spec gives it rather than read from the app. */
  seconds: number;
  subscribe: (store: AppStore) => Subscription;
  method: 'GET';
  url: string;
}

const USER_ID = 'auth0|acme-user';

const READS: Record<string, CachedRead> = {
  getMe: {
    seconds: 60,
    subscribe: (s) => s.dispatch(usersApi.endpoints.getMe.initiate()),
    method: 'GET',
    url: `${api.main}/users/me`,
  },
  getUsers: {
    seconds: 60,
    subscribe: (s) =>
      s.dispatch(
        usersApi.endpoints.getUsers.initiate({
          page: 1,
          perPage: 40,
          search: '',
          sort: 'name',
          direction: 'asc',
        }),
      ),
    method: 'GET',
    url: `${api.main}/users`,
  },
  getMfaDevices: {
    seconds: 60,
    subscribe: (s) => s.dispatch(usersApi.endpoints.getMfaDevices.initiate(USER_ID)),
    method: 'GET',
    url: `${api.main}/users/:id/mfa-devices`,
  },
  getCompanies: {
    seconds: 60,
    subscribe: (s) =>
      s.dispatch(
        companiesApi.endpoints.getCompanies.initiate({
          name: '',
          sort: 'name',
          direction: 'asc',
          page: 1,
          perPage: 40,
        }),
      ),
    method: 'GET',
    url: `${api.main}/companies`,
  },
  getCompany: {
    seconds: 15,
    subscribe: (s) => s.dispatch(companiesApi.endpoints.getCompany.initiate(1)),
    method: 'GET',
    url: `${api.main}/companies/1`,
  },
  getContentCompany: {
    seconds: 15,
    subscribe: (s) => s.dispatch(contentCompaniesApi.endpoints.getContentCompany.initiate(1)),
    method: 'GET',
    url: `${api.content}/company/1`,
  },
  getSignManufacturers: {
    seconds: 3600,
    subscribe: (s) => s.dispatch(signManufacturersApi.endpoints.getSignManufacturers.initiate()),
    method: 'GET',
    url: `${api.main}/sign-manufacturers`,
  },
  getSchedulerSigns: {
    seconds: 60,
    subscribe: (s) =>
      s.dispatch(schedulerSignsApi.endpoints.getSchedulerSigns.initiate({ companyId: 1 })),
    method: 'GET',
    url: `${api.scheduler}/signs`,
  },
  getSchedulerSignPermissions: {
    seconds: 60,
    subscribe: (s) =>
      s.dispatch(signPermissionsApi.endpoints.getSchedulerSignPermissions.initiate(USER_ID)),
    method: 'GET',
    url: `${api.scheduler}/users/:id/signs/permissions`,
  },
  // Not in spec §9 (issue 36): the proposed record's window, chosen as its most changeable reads'.
  getActivity: {
    seconds: 15,
    subscribe: (s) => s.dispatch(activityApi.endpoints.getActivity.initiate({})),
    method: 'GET',
    url: `${api.main}/activity`,
  },
  getContentSigns: {
    seconds: 60,
    subscribe: (s) => s.dispatch(contentSignsApi.endpoints.getContentSigns.initiate(1)),
    method: 'GET',
    url: `${api.main}/admin/company-signs/1`,
  },
};

/** Lets the store's promise chains run without moving the (fake) clock. */
const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

afterEach(() => {
  vi.useRealTimers();
});

it('every read of the three APIs has its window here', () => {
  // Reads are the endpoints named get….
  const reads = Object.keys(rtkApi.endpoints).filter((name) => name.startsWith('get'));
  expect(reads.sort()).toEqual(Object.keys(READS).sort());
});

describe('cache windows of spec §9: data no screen uses is kept for its window, then dropped', () => {
  it.each(Object.entries(READS))('%s', async (_name, read) => {
    const requests = countRequests(read.method, read.url);
    const store = testStore();
    const windowMs = read.seconds * 1000;

    const first = read.subscribe(store);
    await first;
    expect(requests.count).toBe(1);

    // The removal timer starts when the last subscriber leaves: from here the clock is ours.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    first.unsubscribe();
    vi.advanceTimersByTime(windowMs - 1);
    const inside = read.subscribe(store);
    await settle();
    expect(requests.count).toBe(1);

    inside.unsubscribe();
    vi.advanceTimersByTime(windowMs + 1);
    vi.useRealTimers();
    const after = read.subscribe(store);
    await after;
    expect(requests.count).toBe(2);
    after.unsubscribe();
  });
});
