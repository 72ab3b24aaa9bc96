import type { RunSend } from '../../../api/runEnded.ts';
import { errorToastText } from '../../../notifications/toastMessages.ts';
import type { StepResult } from '../../runs/runItems.ts';
import { inviteStep } from '../inviteStep.ts';
import type { Invitation } from '../inviteStep.ts';

/** One row of an Invite Users run: the invitation Invite User would make for it. */
export type InviteRow = Invitation;

/** Row words when the user was created but the follow-up permissions update failed. */
export const PERMISSIONS_FAILED = 'User created; Error updating scheduler sign permissions';

/**
 * One row's step for every pass of a run: Invite User's own step (`inviteStep`), its calls sent
 * as the run's (`send`), so a retried row whose user was created only retries the permissions.
 * A failure's reason is the words the single invite's toast would use ('Email is already in
 * use', 'Error creating user').
 */
export function inviteListStep(
  productName: string,
): (row: InviteRow, send: RunSend) => Promise<StepResult> {
  const invite = inviteStep();
  return async (row, send) => {
    const result = await invite(row, send);
    if (!result.created)
      return {
        ok: false,
        reason: errorToastText('createUser', result.error, productName) ?? 'Failed',
      };
    return result.permissions === 'failed'
      ? { ok: false, reason: PERMISSIONS_FAILED }
      : { ok: true };
  };
}
