import { Role } from '@admin-hub/domain/roles';
import type { CreateUserPayload } from '@admin-hub/domain/entities';
import { usersApi } from '../../../api/main/users.ts';
import { signPermissionsApi } from '../../../api/scheduler/signPermissions.ts';
import { errorToastText } from '../../../notifications/toastMessages.ts';
import type { RunSend } from '../../../api/runEnded.ts';
import type { StepResult } from '../../runs/runItems.ts';

/** One row of an Invite Users run: what Invite User would send for it. */
export interface InviteRow {
  payload: CreateUserPayload;
  /** A base user's scheduler signs (the follow-up update); undefined for other roles. */
  signIds?: number[];
}

/** Row words when the user was created but the follow-up permissions update failed. */
export const PERMISSIONS_FAILED = 'User created; Error updating scheduler sign permissions';

/**
 * One row's step: Invite User's own calls (createUser, then for a base user with signs the
 * permissions update), sent as a run's calls (`send`). A retried row whose user was already created only
 * retries the permissions update, so nobody is created twice. The failure's reason is the words
 * the single invite's toast would use ('Email is already in use', 'Error creating user').
 */
export function inviteListStep(
  productName: string,
): (row: InviteRow, send: RunSend) => Promise<StepResult> {
  const createdIds = new Map<InviteRow, string>();
  return async (row, send) => {
    let userId = createdIds.get(row);
    if (userId === undefined) {
      const created = await send(usersApi.endpoints.createUser, row.payload);
      if (created.error !== undefined || created.data === undefined)
        return {
          ok: false,
          reason: errorToastText('createUser', created.error, productName) ?? 'Failed',
        };
      userId = created.data.id;
      createdIds.set(row, userId);
    }
    if (row.payload.role !== Role.User || row.signIds === undefined) return { ok: true };
    const update = { userId, signIds: row.signIds };
    const updated = await send(signPermissionsApi.endpoints.updateSchedulerSignPermissions, update);
    return updated.error === undefined ? { ok: true } : { ok: false, reason: PERMISSIONS_FAILED };
  };
}
