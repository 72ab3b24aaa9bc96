import { http } from 'msw';
import type { HttpResponseResolver } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ACME_COMPANY_ID,
  ENDPOINTS,
  endpointUrl,
  getDatabase,
  scenarioResolver,
} from '@admin-hub/api-mocks';
import type { EndpointId } from '@admin-hub/api-mocks';
import { Role } from '@admin-hub/domain/roles';
import { DEMO_CONFIG } from '../../config/DEMO_CONFIG.ts';
import { runItems } from '../../features/runs/runItems.ts';
import {
  PERMISSIONS_FAILED,
  inviteListStep,
} from '../../features/users/inviteList/inviteListStep.ts';
import type { InviteRow } from '../../features/users/inviteList/inviteListStep.ts';
import { runSender } from '../../api/runEnded.ts';
import type { RunChange } from '../../api/runEnded.ts';
import { setupMockApiServer } from '../mockApiServer.ts';
import { faultCases } from './faultCases.ts';

/*
 * The fault matrix over an Invite Users run (issue 17): each row is Invite User's two calls
 * (POST /users, then the base user's permissions update), and the fault hits the second row's
 * call. A failing call is that row's failure with the single invite's words, never a lost run;
 * each call is sent once, no call raises a toast of its own, and 'Retry failed' on a row whose
 * user was created only retries the permissions, so nobody is created twice.
 */

const SLOW_MS = 300;
const { server, testStore } = setupMockApiServer();

const INVITE_CALLS: Partial<Record<EndpointId, { reason: string }>> = {
  'POST /users': { reason: 'Error creating user' },
  'scheduler:PUT /users/:userId/signs/permissions': { reason: PERMISSIONS_FAILED },
};
const INVITE_IDS = Object.keys(INVITE_CALLS) as EndpointId[];

/** Three new base users of Acme with one of its scheduler signs; unique per case. */
function threeRows(tag: string): InviteRow[] {
  const sign = [...getDatabase().schedulerSigns.values()].find(
    ({ companyId }) => companyId === ACME_COMPANY_ID,
  )!;
  return [1, 2, 3].map((n) => ({
    payload: {
      companyId: ACME_COMPANY_ID,
      role: Role.User,
      email: `list-${tag}-${n}@acme.example`,
      sendInviteEmail: false,
    },
    signIds: [sign.id],
  }));
}

/** The fault's answer for the target row's call; every other call reaches the stateful mocks. */
function faultFor(id: EndpointId, resolver: HttpResponseResolver, targetEmail: string) {
  const { method } = ENDPOINTS[id];
  const counted = { calls: 0 };
  const handler = http[method.toLowerCase() as 'post' | 'put'](
    endpointUrl(id, DEMO_CONFIG.api),
    async (info) => {
      counted.calls += 1;
      const email =
        method === 'POST'
          ? ((await info.request.clone().json()) as { email: string }).email
          : getDatabase().users.get(String(info.params.userId))?.email;
      if (email !== targetEmail) return undefined;
      return resolver(info);
    },
  );
  return { handler, counted };
}

describe('fault matrix: Invite Users runs', () => {
  for (const { id, fault, call } of faultCases(INVITE_CALLS, INVITE_IDS)) {
    const title = fault === 'slow' ? 'every row done' : 'one failed row, the run goes on';
    it(`${id} × ${fault}: ${title}`, async () => {
      const store = testStore();
      const rows = threeRows(`${fault}-${id.length}`);
      const target = rows[1]!;
      const resolver = scenarioResolver(id, fault, DEMO_CONFIG.api, { delayMs: SLOW_MS });
      const { handler, counted } = faultFor(id, resolver, target.payload.email);
      server.use(handler);
      const changes: RunChange[] = [];
      const send = runSender(store.dispatch, changes);
      const inviteStep = inviteListStep(DEMO_CONFIG.productName);
      const step = (row: InviteRow) => inviteStep(row, send);

      const outcomes = await runItems(rows, step);

      const failed = fault !== 'slow';
      expect(outcomes).toEqual(
        rows.map((row) =>
          failed && row === target
            ? { item: row, status: 'failed', reason: call.reason }
            : { item: row, status: 'succeeded' },
        ),
      );
      expect(counted.calls).toBe(3);
      expect(changes.filter(({ endpointName }) => endpointName === 'createUser')).toHaveLength(3);
      expect(store.notify.success).not.toHaveBeenCalled();
      expect(store.notify.error).not.toHaveBeenCalled();
      const emails = () =>
        [...getDatabase().users.values()]
          .map(({ email }) => email)
          .filter((email) => email.startsWith(`list-${fault}-${id.length}-`));
      const createdTarget = !(failed && id === 'POST /users');
      expect(emails()).toHaveLength(createdTarget ? 3 : 2);

      if (!failed) return;
      // 'Retry failed' with the fault gone: the row's missing call only, sent once.
      server.resetHandlers();
      const retried = await runItems([target], step);
      expect(retried).toEqual([{ item: target, status: 'succeeded' }]);
      expect(emails()).toHaveLength(3);
      const user = [...getDatabase().users.values()].find(
        ({ email }) => email === target.payload.email,
      )!;
      expect(getDatabase().signPermissions.get(user.id)).toEqual(target.signIds);
    });
  }
});
