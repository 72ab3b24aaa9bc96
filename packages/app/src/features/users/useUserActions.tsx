import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { USER_ROW_ACTION_LABELS, UserRowAction, userRowActions } from '@admin-hub/domain';
import type { User } from '@admin-hub/domain';
import type { UserAction } from '@admin-hub/ui';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { useEmulation } from '../../emulation/useEmulation.ts';
import { useActionDialog } from '../dialogs/useActionDialog.tsx';
import { lazyComponent } from '../../lazy/lazyComponent.tsx';
import { preloadOnFirstInteraction } from '../../lazy/preloadOnFirstInteraction.ts';
import type { UserActionDialogProps } from './UserActionDialog.tsx';

// The dialogs bring Formik, yup and the modal: fetched at the first press on the page, not with
// the list.
const UserActionDialog = lazyComponent<UserActionDialogProps>(() =>
  import('./UserActionDialog.tsx').then((module) => module.UserActionDialog),
);

export interface UserActions {
  /** A row's menu; undefined while the current user loads or when the role acts on nobody. */
  actionsFor: ((user: User) => UserAction[]) | undefined;
  /** The one open dialog of the screen, rendered once wherever the screen likes. */
  dialog: ReactNode;
}

/**
 * The user row actions (spec §2) as the domain's rule answers them for the signed-in user:
 * absent when the role never has one, shown with the rule's message when it may not be used on
 * this user. Emulate acts at once; every other action opens its dialog for that row.
 */
export function useUserActions(): UserActions {
  const { user: me } = useCurrentUser();
  const emulation = useEmulation();
  const { show, dialog } = useActionDialog(UserActionDialog);
  const hasActions = me !== undefined;
  useEffect(
    () => (hasActions ? preloadOnFirstInteraction(UserActionDialog.preload) : undefined),
    [hasActions],
  );

  const actionsFor =
    me === undefined
      ? undefined
      : (user: User): UserAction[] =>
          userRowActions(me, user).map((answer) => {
            const { action } = answer;
            return {
              label: USER_ROW_ACTION_LABELS[action],
              disabledReason: answer.allowed ? undefined : answer.message,
              disabled: action === UserRowAction.Emulate && emulation.pending,
              onSelect:
                action === UserRowAction.Emulate
                  ? () => void emulation.start(user)
                  : () => show({ action, user }),
            };
          });

  return { actionsFor, dialog };
}
