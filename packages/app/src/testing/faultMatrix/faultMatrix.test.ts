import { matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointUrl, scenario } from '@admin-hub/api-mocks';
import type { EndpointId } from '@admin-hub/api-mocks';
import { RETRY } from '@admin-hub/domain/constants';
import { usersApi } from '../../api/main/users.ts';
import { signManufacturersApi } from '../../api/main/signManufacturers.ts';
import { DEMO_CONFIG } from '../../config/DEMO_CONFIG.ts';
import type { AppStore } from '../../store/createAppStore.ts';
import { setupMockApiServer } from '../mockApiServer.ts';
import { APP_CALLS } from './appCalls.ts';
import type { AppCall } from './appCalls.ts';
import { faultCases } from './faultCases.ts';
import type { Fault } from './faultCases.ts';

/*
 * The fault matrix at its cheapest level: each call of spec §7, made through the app's own RTK
 * Query endpoint in a fresh store with the toast listener, against the mock API's scenario for
 * each fault. Each case proves:
 *   - the user is told: the §8 error toast, once (or the documented silence of GET /users/me);
 *   - nothing is sent twice: a change is sent exactly once, a read retried only on a server or
 *     network fault (spec §9: 3 retries), never on a 403;
 *   - the store stays usable: another call succeeds while the fault lasts, and the same call
 *     succeeds once the fault is gone.
 * 'slow' (an answer after SLOW_MS) must not be a fault at all: no toast while it is pending, one
 * request, and then the real answer with its success toast. Nothing in the app times out early.
 * `npm test` prints the tally of this suite as 'fault matrix: …' (scripts/test-all.mjs).
 */

const SLOW_MS = 300;
const STILL_PENDING_AFTER_MS = 100;
const { server, testStore } = setupMockApiServer();

/** Counts the requests that reach the endpoint, retries included. */
function countRequests(id: EndpointId): { count: number } {
  const counter = { count: 0 };
  const { method } = ENDPOINTS[id];
  const path = endpointUrl(id, DEMO_CONFIG.api);
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && matchRequestUrl(new URL(request.url), path).matches) {
      counter.count += 1;
    }
  });
  return counter;
}

const failed = (result: unknown): boolean =>
  typeof result === 'object' && result !== null && 'error' in result && result.error !== undefined;

const isRead = (id: EndpointId) => ENDPOINTS[id].method === 'GET';

/** Requests one call makes under a fault: reads retry server and network faults, writes never. */
function expectedRequests(id: EndpointId, fault: Fault): number {
  const retried = isRead(id) && (fault === 'serverError' || fault === 'networkError');
  return retried ? 1 + RETRY.attempts : 1;
}

/** A call other than the faulted one, to show the store still works. */
const otherCall = (id: EndpointId) => (store: AppStore) =>
  id === 'GET /users/me'
    ? store.dispatch(signManufacturersApi.endpoints.getSignManufacturers.initiate())
    : store.dispatch(usersApi.endpoints.getMe.initiate());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Notify = ReturnType<typeof testStore>['notify'];

async function expectSlowCallSucceeds(call: AppCall, store: AppStore, notify: Notify) {
  const settled = { done: false };
  const pending = Promise.resolve(call.run(store)).finally(() => {
    settled.done = true;
  });
  await sleep(STILL_PENDING_AFTER_MS);
  expect(settled.done).toBe(false);
  expect(notify.error).not.toHaveBeenCalled();
  expect(failed(await pending)).toBe(false);
  expect(notify.error).not.toHaveBeenCalled();
  expect(notify.success.mock.calls).toEqual(call.successToast ? [[call.successToast]] : []);
}

async function expectFaultToldOnce(call: AppCall, store: AppStore, notify: Notify) {
  expect(failed(await call.run(store))).toBe(true);
  expect(notify.error.mock.calls).toEqual(call.errorToast === null ? [] : [[call.errorToast]]);
  expect(notify.success).not.toHaveBeenCalled();
}

const CASES = faultCases(APP_CALLS);
const CALL_IDS = [...new Set(CASES.map(({ id }) => id))];

describe('fault matrix', () => {
  for (const id of CALL_IDS) {
    describe(id, () => {
      for (const { fault, call } of CASES.filter((candidate) => candidate.id === id)) {
        it(fault, async () => {
          const store = testStore();
          const { notify } = store;
          const requests = countRequests(id);
          server.use(scenario(id, fault, DEMO_CONFIG.api, { delayMs: SLOW_MS }));

          if (fault === 'slow') await expectSlowCallSucceeds(call, store, notify);
          else await expectFaultToldOnce(call, store, notify);
          expect(requests.count).toBe(expectedRequests(id, fault));

          expect(failed(await otherCall(id)(store))).toBe(false);
          if (fault !== 'slow') {
            server.resetHandlers();
            expect(failed(await call.run(store))).toBe(false);
          }
        });
      }
    });
  }
});
