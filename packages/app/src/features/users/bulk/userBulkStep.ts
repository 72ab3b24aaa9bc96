import type { BulkUserAction } from '@admin-hub/domain/bulkUserActions';
import type { User } from '@admin-hub/domain/entities';
import { usersApi } from '../../../api/index.ts';
import type { AppDispatch } from '../../../store/createAppStore.ts';
import { errorToastText } from '../../../notifications/toastMessages.ts';
import type { RunKind } from '../../../notifications/runToastText.ts';
import { RUN_CALL } from '../../runs/runCall.ts';
import type { StepResult } from '../../runs/runItems.ts';

/** The endpoint (and the run's toast) of each bulk action: the row action's own call. */
export const BULK_ENDPOINTS = {
  sendInviteEmail: 'sendInviteEmail',
  sendPasswordResetEmail: 'sendPasswordResetEmail',
  delete: 'deleteUser',
} as const satisfies Record<BulkUserAction, RunKind>;

/** The argument of the single call a bulk action makes for `user`. */
export const bulkCallArg = (action: BulkUserAction, user: User) =>
  action === 'delete' ? { id: user.id, companyId: user.companyId } : user.id;

const call = (dispatch: AppDispatch, action: BulkUserAction, user: User) => {
  const { endpoints } = usersApi;
  switch (action) {
    case 'sendInviteEmail':
      return dispatch(endpoints.sendInviteEmail.initiate(user.id, RUN_CALL));
    case 'sendPasswordResetEmail':
      return dispatch(endpoints.sendPasswordResetEmail.initiate(user.id, RUN_CALL));
    case 'delete':
      return dispatch(
        endpoints.deleteUser.initiate({ id: user.id, companyId: user.companyId }, RUN_CALL),
      );
  }
};

/**
 * One user's step of a bulk action: the single call the row action makes, through the same
 * RTK Query endpoint. A failure's reason is the words its toast would have used (the rule's
 * message on a 403 that carries one, else spec §8's error).
 */
export function userBulkStep(
  dispatch: AppDispatch,
  action: BulkUserAction,
  productName: string,
): (user: User) => Promise<StepResult> {
  const endpoint = BULK_ENDPOINTS[action];
  return async (user) => {
    const { error } = await call(dispatch, action, user);
    if (error === undefined) return { ok: true };
    return { ok: false, reason: errorToastText(endpoint, error, productName) ?? 'Failed' };
  };
}
