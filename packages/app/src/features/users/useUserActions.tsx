import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { bulkUserActions } from '@admin-hub/domain/bulkUserActions';
import {
  USER_ROW_ACTION_GROUPS,
  USER_ROW_ACTION_LABELS,
  UserRowAction,
  userRowAction,
  userRowActions,
} from '@admin-hub/domain/userRowActions';
import type { User } from '@admin-hub/domain/entities';
import type { RuleResult } from '@admin-hub/domain/ruleResult';
import type { UserAction } from '@admin-hub/ui/UserList';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { useEmulation } from '../../emulation/useEmulation.ts';
import { useDialog } from '../dialogs/useDialog.tsx';
import { preloadOnFirstInteraction } from '@admin-hub/ui/lazy';
import { UserActionDialog } from './lazyUserParts.ts';
import type { UserActionDialogProps } from './UserActionDialog.tsx';

export interface UserActions {
  /** A row's menu; undefined while the current user loads or when the role acts on nobody. */
  actionsFor: ((user: User) => UserAction[]) | undefined;
  /** The one open dialog of the screen, rendered once wherever the screen likes. */
  dialog: ReactNode;
  /**
   * One row action's rule for the signed-in user (undefined answer: the role never has it), for
   * the bulk actions to skip exactly what the menus refuse; undefined while the user loads and
   * for a role with no bulk action (then nothing is selectable).
   */
  ruleFor: ((user: User, action: UserRowAction) => RuleResult | undefined) | undefined;
}

/**
 * The user row actions (spec §2) as the domain's rule answers them for the signed-in user:
 * absent when the role never has one, shown with the rule's message when it may not be used on
 * this user. Emulate acts at once; every other action opens its dialog for that row.
 */
export function useUserActions(): UserActions {
  const { user: me } = useCurrentUser();
  const emulation = useEmulation();
  const { open: show, render } = useDialog<UserActionDialogProps['dialog']>();
  const dialog = render(({ payload, close }) => (
    <UserActionDialog dialog={payload} onClose={close} />
  ));
  const hasActions = me !== undefined;
  useEffect(
    () => (hasActions ? preloadOnFirstInteraction(UserActionDialog.preload) : undefined),
    [hasActions],
  );

  const actionsFor =
    me === undefined
      ? undefined
      : (user: User): UserAction[] => {
          const actions = userRowActions(me, user).map((answer): UserAction => {
            const { action } = answer;
            return {
              label: USER_ROW_ACTION_LABELS[action],
              group: USER_ROW_ACTION_GROUPS[action],
              danger: action === UserRowAction.Delete,
              disabledReason: answer.allowed ? undefined : answer.message,
              disabled: action === UserRowAction.Emulate && emulation.pending,
              onSelect:
                action === UserRowAction.Emulate
                  ? () => void emulation.start(user)
                  : () => show({ action, user }),
            };
          });
          // Whoever may act on the user reads their activity (issue 36, not in the spec), last
          // of the access group: base users act on nobody and see none.
          const afterAccess = actions.findLastIndex(({ group }) => group === 'access') + 1;
          if (afterAccess > 0)
            actions.splice(afterAccess, 0, {
              label: 'Activity',
              group: 'access',
              onSelect: () => show({ action: 'activity', user }),
            });
          return actions;
        };

  const ruleFor =
    me === undefined || bulkUserActions(me.role).length === 0
      ? undefined
      : (user: User, action: UserRowAction) => userRowAction(me, user, action);

  return { actionsFor, dialog, ruleFor };
}
