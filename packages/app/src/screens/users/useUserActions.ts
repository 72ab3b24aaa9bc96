import { capabilities } from '@admin-hub/domain';
import type { User } from '@admin-hub/domain';
import type { UserAction } from '@admin-hub/ui';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { useEmulation } from '../../emulation/useEmulation.ts';

/**
 * The user row actions that need no modal yet: 'Emulate user' for super admins, on everyone
 * but themselves (emulating yourself would change nothing). Undefined when the role has none,
 * so rows show no menu at all.
 */
export function useUserActions(): ((user: User) => UserAction[]) | undefined {
  const { user: me } = useCurrentUser();
  const emulation = useEmulation();
  if (me === undefined || !capabilities(me.role).emulateUsers) return undefined;
  return (user) =>
    user.id === me.id
      ? []
      : [
          {
            label: 'Emulate user',
            onSelect: () => void emulation.start(user),
            disabled: emulation.pending,
          },
        ];
}
