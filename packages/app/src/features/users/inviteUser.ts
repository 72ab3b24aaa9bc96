import { useCallback, useState } from 'react';
import type { CreateUserPayload } from '@admin-hub/domain/entities';
import type { RunSend } from '../../api/runEnded.ts';
import type { AppDispatch } from '../../store/createAppStore.ts';
import { useAppDispatch } from '../../store/appHooks.ts';
import { inviteStep } from './inviteStep.ts';
import type { InviteStep, InviteUserResult } from './inviteStep.ts';

export interface InviteUserArgs extends CreateUserPayload {
  /** The scheduler signs chosen on the form (a base user's go in the follow-up update). */
  signIds?: number[];
}

/**
 * A dialog's calls: the listeners raise their toasts and refresh what they changed, as for any
 * call. Untracked, because nothing renders these calls' state: the step's caller has the result.
 */
const dialogSend =
  (dispatch: AppDispatch): RunSend =>
  (endpoint, arg) =>
    dispatch(endpoint.initiate(arg, { track: false }));

/** Invite User's invitation: the one step (`step`, a fresh one unless a retry is to follow). */
export const inviteUser =
  ({ signIds, ...payload }: InviteUserArgs, step: InviteStep = inviteStep()) =>
  (dispatch: AppDispatch): Promise<InviteUserResult> =>
    step({ payload, signIds }, dialogSend(dispatch));

/**
 * `inviteUser` bound to the store and to one step for the dialog's life: inviting the same
 * address again, after its permissions update failed, retries only that update.
 */
export function useInviteUser(): {
  inviteUser: (args: InviteUserArgs) => Promise<InviteUserResult>;
} {
  const dispatch = useAppDispatch();
  const [step] = useState(inviteStep);
  const invite = useCallback(
    (args: InviteUserArgs) => dispatch(inviteUser(args, step)),
    [dispatch, step],
  );
  return { inviteUser: invite };
}
