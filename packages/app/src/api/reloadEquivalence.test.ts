import { QueryStatus } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { getDatabase } from '@admin-hub/api-mocks';
import { COMPANY_SORTS, USER_SORTS } from '@admin-hub/domain/constants';
import { Role } from '@admin-hub/domain/roles';
import type { AppStore } from '../store/createAppStore.ts';
import { setupMockApiServer } from '../testing/mockApiServer.ts';
import { APIS } from './apis.ts';
import { CHANGE_EFFECTS } from './changeEffects.ts';
import type { ChangeName } from './changeEffects.ts';
import { contentCompaniesApi } from './content/contentCompanies.ts';
import { activityApi } from './main/activity.ts';
import { companiesApi, companiesListArgs } from './main/companies.ts';
import { contentSignsApi } from './main/contentSigns.ts';
import { signManufacturersApi } from './main/signManufacturers.ts';
import { companyUsersArgs, usersApi } from './main/users.ts';
import { usersListArgs } from './main/usersQuery.ts';
import { signPermissionsApi } from './scheduler/signPermissions.ts';
import { schedulerSignsApi } from './scheduler/signs.ts';
// Every endpoint module, so a change added to any of them is seen below.
import './index.ts';

/**
 * Issue 16 item 1: what a screen shows after a change is what a reload would show, across the
 * three back-ends. For each change the app makes, a store holding what the screens show (the
 * reads below, all subscribed, as on screen) makes the change; once everything it refreshes has
 * settled, each read's answer must equal a fresh store's first load of it. A change whose
 * refresh rule (api/changeEffects.ts) forgets something fails here, and so does a change with
 * no scenario.
 */
const { testStore } = setupMockApiServer();

const ACME = 1;
const AVERY = 'auth0|acme-admin';
const JORDAN = 'auth0|acme-user';
const OTHER_ADMIN = 'auth0|acme-staff-1';

interface Subscription extends PromiseLike<unknown> {
  unsubscribe: () => void;
}

/**
 * The reads of the screens a change can touch: users and companies lists, Acme's page, a row's
 * dialogs, the activity record.
 */
const SCREEN_READS: Record<string, (store: AppStore) => Subscription> = {
  me: (s) => s.dispatch(usersApi.endpoints.getMe.initiate()),
  'users list': (s) =>
    s.dispatch(
      usersApi.endpoints.getUsers.initiate(
        usersListArgs({ search: '', sort: USER_SORTS[0].key, page: 1 }),
      ),
    ),
  'users list, search acme': (s) =>
    s.dispatch(
      usersApi.endpoints.getUsers.initiate(
        usersListArgs({ search: 'acme', sort: USER_SORTS[0].key, page: 1 }),
      ),
    ),
  'companies list': (s) =>
    s.dispatch(
      companiesApi.endpoints.getCompanies.initiate(
        companiesListArgs({ search: '', sort: COMPANY_SORTS[0].key, page: 1 }),
      ),
    ),
  'Acme: company': (s) => s.dispatch(companiesApi.endpoints.getCompany.initiate(ACME)),
  'Acme: users': (s) => s.dispatch(usersApi.endpoints.getUsers.initiate(companyUsersArgs(ACME))),
  'Acme: content account (credits, subscriber)': (s) =>
    s.dispatch(contentCompaniesApi.endpoints.getContentCompany.initiate(ACME)),
  'Acme: content signs': (s) =>
    s.dispatch(contentSignsApi.endpoints.getContentSigns.initiate(ACME)),
  'Acme: scheduler signs': (s) =>
    s.dispatch(schedulerSignsApi.endpoints.getSchedulerSigns.initiate({ companyId: ACME })),
  "Jordan's MFA devices": (s) => s.dispatch(usersApi.endpoints.getMfaDevices.initiate(JORDAN)),
  "Jordan's sign permissions": (s) =>
    s.dispatch(signPermissionsApi.endpoints.getSchedulerSignPermissions.initiate(JORDAN)),
  'sign manufacturers': (s) =>
    s.dispatch(signManufacturersApi.endpoints.getSignManufacturers.initiate()),
  // Issue 36: every change (its own entry) shows in the record at once, hub-wide and per company.
  activity: (s) => s.dispatch(activityApi.endpoints.getActivity.initiate({})),
  'Acme: activity': (s) =>
    s.dispatch(activityApi.endpoints.getActivity.initiate({ companyId: ACME })),
  "Jordan's activity": (s) =>
    s.dispatch(activityApi.endpoints.getActivity.initiate({ userId: JORDAN })),
};

type Dispatched = PromiseLike<unknown>;

interface Scenario {
  /** Changes made first, with their own refresh, before the screens are read. */
  before?: (store: AppStore) => Dispatched[];
  change: (store: AppStore) => Dispatched;
}

const avery = () => getDatabase().users.get(AVERY)!;

const SCENARIOS: Record<ChangeName, Scenario> = {
  createUser: {
    change: (s) =>
      s.dispatch(
        usersApi.endpoints.createUser.initiate({
          companyId: ACME,
          role: Role.User,
          email: 'new.person@acme.example',
          sendInviteEmail: false,
        }),
      ),
  },
  // Avery is Acme's subscriber: the content account shows the new email.
  updateUser: {
    change: (s) =>
      s.dispatch(
        usersApi.endpoints.updateUser.initiate({
          id: AVERY,
          firstName: avery().firstName,
          lastName: 'Mitchell-Reyes',
          email: 'avery.mitchell@acme.example',
          role: Role.Admin,
        }),
      ),
  },
  // The case: Jordan Lee made the subscriber, then deleted.
  deleteUser: {
    before: (s) => [
      s.dispatch(
        contentCompaniesApi.endpoints.updateCompanySubscriber.initiate({
          companyId: ACME,
          subscriberAuthId: JORDAN,
        }),
      ),
    ],
    change: (s) =>
      s.dispatch(usersApi.endpoints.deleteUser.initiate({ id: JORDAN, companyId: ACME })),
  },
  createPasswordResetLink: {
    change: (s) => s.dispatch(usersApi.endpoints.createPasswordResetLink.initiate(JORDAN)),
  },
  sendInviteEmail: {
    change: (s) => s.dispatch(usersApi.endpoints.sendInviteEmail.initiate(JORDAN)),
  },
  sendPasswordResetEmail: {
    change: (s) => s.dispatch(usersApi.endpoints.sendPasswordResetEmail.initiate(JORDAN)),
  },
  setEmulate: {
    change: (s) => s.dispatch(usersApi.endpoints.setEmulate.initiate(OTHER_ADMIN)),
  },
  clearEmulate: {
    before: (s) => [s.dispatch(usersApi.endpoints.setEmulate.initiate(OTHER_ADMIN))],
    change: (s) => s.dispatch(usersApi.endpoints.clearEmulate.initiate()),
  },
  deleteMfaDevice: {
    change: (s) =>
      s.dispatch(
        usersApi.endpoints.deleteMfaDevice.initiate({
          userId: JORDAN,
          deviceId: 'dev_acmeuser_sms',
        }),
      ),
  },
  createCompany: {
    change: (s) =>
      s.dispatch(
        companiesApi.endpoints.createCompany.initiate({
          name: 'Aardvark Signs',
          signManufacturerId: null,
          manufacturerSignupType: 'standard',
        }),
      ),
  },
  updateCompany: {
    change: (s) =>
      s.dispatch(
        companiesApi.endpoints.updateCompany.initiate({
          companyId: ACME,
          name: 'Acme Signs West',
          signManufacturerId: null,
          manufacturerSignupType: 'standard',
        }),
      ),
  },
  // Zoë's Café Signage (6): its five users leave the lists.
  deleteCompany: {
    change: (s) => s.dispatch(companiesApi.endpoints.deleteCompany.initiate(6)),
  },
  updateMfaStatus: {
    change: (s) =>
      s.dispatch(
        companiesApi.endpoints.updateMfaStatus.initiate({ companyId: ACME, isMfaEnabled: true }),
      ),
  },
  updateCompanyCredits: {
    change: (s) =>
      s.dispatch(
        contentCompaniesApi.endpoints.updateCompanyCredits.initiate({
          companyId: ACME,
          downloadCredits: 7,
          requestCredits: 3,
        }),
      ),
  },
  updateCompanySubscriber: {
    change: (s) =>
      s.dispatch(
        contentCompaniesApi.endpoints.updateCompanySubscriber.initiate({
          companyId: ACME,
          subscriberAuthId: OTHER_ADMIN,
        }),
      ),
  },
  updateSchedulerSignPermissions: {
    change: (s) =>
      s.dispatch(
        signPermissionsApi.endpoints.updateSchedulerSignPermissions.initiate({
          userId: JORDAN,
          signIds: [4, 6],
        }),
      ),
  },
  // Jordan may use sign 2: the permissions name it no more.
  deleteSchedulerSign: {
    change: (s) => s.dispatch(schedulerSignsApi.endpoints.deleteSchedulerSign.initiate(2)),
  },
};

const isPending = (store: AppStore): boolean =>
  APIS.some((api) => {
    const state = store.getState()[api.reducerPath];
    return [...Object.values(state.queries), ...Object.values(state.mutations)].some(
      (entry) => entry?.status === QueryStatus.pending,
    );
  });

/** Until nothing is on its way, twice in a row a few ticks apart (a refresh starts after its change settles). */
async function settled(store: AppStore): Promise<void> {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
  for (let quiet = 0; quiet < 2;) {
    await tick();
    quiet = isPending(store) ? 0 : quiet + 1;
  }
}

/** What each screen read shows: its answer, or the status of its failure. */
function shown(store: AppStore) {
  return Object.fromEntries(
    APIS.flatMap((api) =>
      Object.entries(store.getState()[api.reducerPath].queries).map(([cacheKey, entry]) => [
        `${api.reducerPath} ${cacheKey}`,
        entry?.status === QueryStatus.fulfilled
          ? { data: entry.data }
          : { failed: (entry?.error as { status?: unknown } | undefined)?.status ?? entry?.status },
      ]),
    ),
  );
}

async function readScreens(store: AppStore): Promise<Subscription[]> {
  const reads = Object.values(SCREEN_READS).map((read) => read(store));
  await settled(store);
  return reads;
}

const MUTATIONS = APIS.flatMap((api) =>
  Object.entries(api.endpoints as Record<string, object>)
    .filter(([, endpoint]) => 'useMutation' in endpoint)
    .map(([name]) => name),
).sort();

describe('reload equivalence: after each change, every screen shows what a reload would', () => {
  it('has a refresh rule and a scenario for every change of the three APIs', () => {
    expect(Object.keys(CHANGE_EFFECTS).sort()).toEqual(MUTATIONS);
    expect(Object.keys(SCENARIOS).sort()).toEqual(MUTATIONS);
  });

  it.each(Object.entries(SCENARIOS))('%s', async (_name, scenario) => {
    const store = testStore();
    if (scenario.before) {
      await Promise.all(scenario.before(store));
      await settled(store);
    }
    const reads = await readScreens(store);
    const result = (await scenario.change(store)) as { error?: unknown };
    expect(result.error).toBeUndefined();
    await settled(store);
    // The screens render again, as their hooks do: a read still cached is not sent again, one the
    // change dropped (emulation empties the caches) is.
    const rendered = await readScreens(store);
    const afterChange = shown(store);

    const reloaded = testStore();
    const freshReads = await readScreens(reloaded);
    expect(Object.keys(afterChange)).toHaveLength(Object.keys(SCREEN_READS).length);
    expect(afterChange).toEqual(shown(reloaded));
    rendered.forEach((read) => read.unsubscribe());
    [...reads, ...freshReads].forEach((read) => read.unsubscribe());
  });
});
