import { useCallback } from 'react';
import type { CreateUserPayload, User } from '@admin-hub/domain/entities';
import type { AppDispatch } from '../../store/createAppStore.ts';
import { useAppDispatch } from '../../store/appHooks.ts';
import { usersApi } from '../../api/main/users.ts';
import { signPermissionsApi } from '../../api/scheduler/signPermissions.ts';

export interface InviteUserArgs extends CreateUserPayload {
  /** The scheduler signs a base user may use; omitted when the role needs no per-sign permissions. */
  signIds?: number[];
}

/**
 * How each step went (each step also raised its own toast). A created user stays created
 * even when its permissions update fails, so the invite modal can close either way.
 */
export type InviteUserResult =
  | { created: false; error: unknown }
  | { created: true; user: User; permissions: 'not-requested' | 'updated' | 'failed' };

/** Spec §4: after inviting a user with scheduler permissions, a follow-up permissions update is made. */
export const inviteUser =
  ({ signIds, ...payload }: InviteUserArgs) =>
  async (dispatch: AppDispatch): Promise<InviteUserResult> => {
    const creating = dispatch(usersApi.endpoints.createUser.initiate(payload));
    const created = await creating;
    // Nothing renders this request's state, so its cache entry is dropped at once.
    creating.reset();
    if ('error' in created) return { created: false, error: created.error };

    const user = created.data;
    if (signIds === undefined) return { created: true, user, permissions: 'not-requested' };
    const updating = dispatch(
      signPermissionsApi.endpoints.updateSchedulerSignPermissions.initiate({
        userId: user.id,
        signIds,
      }),
    );
    const updated = await updating;
    updating.reset();
    return { created: true, user, permissions: 'error' in updated ? 'failed' : 'updated' };
  };

/** `inviteUser` bound to the store (the modal's form keeps its own submitting flag). */
export function useInviteUser(): {
  inviteUser: (args: InviteUserArgs) => Promise<InviteUserResult>;
} {
  const dispatch = useAppDispatch();
  const invite = useCallback((args: InviteUserArgs) => dispatch(inviteUser(args)), [dispatch]);
  return { inviteUser: invite };
}
