import { Role } from '@admin-hub/domain/roles';
import type { CreateUserPayload, User } from '@admin-hub/domain/entities';
import type { RunSend } from '../../api/runEnded.ts';
import { usersApi } from '../../api/main/users.ts';
import { signPermissionsApi } from '../../api/scheduler/signPermissions.ts';

/** One invitation: what POST /users carries (spec §7), and the signs chosen on the form. */
export interface Invitation {
  payload: CreateUserPayload;
  /** The scheduler signs chosen; only a base user's, and only some, go in the follow-up update. */
  signIds?: number[];
}

/**
 * How each call went. A created user stays created even when its permissions update fails, so
 * the invite modal can close either way and a list's row can retry only the permissions.
 */
export type InviteUserResult =
  | { created: false; error: unknown }
  | { created: true; user: User; permissions: 'not-requested' | 'updated' | 'failed' };

/**
 * One invitation's calls, sent through `send`: as a run's (reported at its end, `runSender`) or
 * as a dialog's (each toasted and refreshed by the listeners).
 */
export type InviteStep = (invitation: Invitation, send: RunSend) => Promise<InviteUserResult>;

/**
 * Spec §4: create the user, then, for a base user with chosen signs, the follow-up permissions
 * update. The one step of Invite User and of every row of Invite Users. It remembers whom it
 * created, by address (unique in the hub), so calling it again for that address after a failed
 * update retries only the update and nobody is created twice.
 */
export function inviteStep(): InviteStep {
  const created = new Map<string, User>();
  return async ({ payload, signIds }, send) => {
    const key = payload.email.toLowerCase();
    let user = created.get(key);
    if (user === undefined) {
      const creating = await send(usersApi.endpoints.createUser, payload);
      if ('error' in creating) return { created: false, error: creating.error };
      user = creating.data;
      created.set(key, user);
    }
    // Other roles have every sign; a base user with none chosen has what a new user has.
    if (payload.role !== Role.User || signIds === undefined || signIds.length === 0)
      return { created: true, user, permissions: 'not-requested' };
    const updating = await send(signPermissionsApi.endpoints.updateSchedulerSignPermissions, {
      userId: user.id,
      signIds,
    });
    return { created: true, user, permissions: 'error' in updating ? 'failed' : 'updated' };
  };
}
