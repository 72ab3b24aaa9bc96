import type { BulkUserAction } from '@admin-hub/domain/bulkUserActions';
import type { User } from '@admin-hub/domain/entities';
import { usersApi } from '../../../api/index.ts';
import type { RunKind, RunSend } from '../../../api/runEnded.ts';
import { errorToastText } from '../../../notifications/toastMessages.ts';
import type { StepResult } from '../../runs/runItems.ts';

/** The endpoint (and the run's toast) of each bulk action: the row action's own call. */
export const BULK_ENDPOINTS = {
  sendInviteEmail: 'sendInviteEmail',
  sendPasswordResetEmail: 'sendPasswordResetEmail',
  delete: 'deleteUser',
} as const satisfies Record<BulkUserAction, RunKind>;

const call = (send: RunSend, action: BulkUserAction, user: User) => {
  const { endpoints } = usersApi;
  switch (action) {
    case 'sendInviteEmail':
      return send(endpoints.sendInviteEmail, user.id);
    case 'sendPasswordResetEmail':
      return send(endpoints.sendPasswordResetEmail, user.id);
    case 'delete':
      return send(endpoints.deleteUser, { id: user.id, companyId: user.companyId });
  }
};

/**
 * One user's step of a bulk action: the single call the row action makes, through the same
 * RTK Query endpoint. A failure's reason is the words its toast would have used (the rule's
 * message on a 403 that carries one, else spec §8's error).
 */
export function userBulkStep(
  action: BulkUserAction,
  productName: string,
): (user: User, send: RunSend) => Promise<StepResult> {
  const endpoint = BULK_ENDPOINTS[action];
  return async (user, send) => {
    const { error } = await call(send, action, user);
    if (error === undefined) return { ok: true };
    return { ok: false, reason: errorToastText(endpoint, error, productName) ?? 'Failed' };
  };
}
