import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { ListPlus } from 'lucide-react';
import { canInviteUsers } from '@admin-hub/domain';
import type { FloatingAction } from '@admin-hub/ui';
import { useCurrentUser } from '../../../auth/useCurrentUser.ts';
import { lazyComponent } from '../../../lazy/lazyComponent.tsx';
import { preloadOnFirstInteraction } from '../../../lazy/preloadOnFirstInteraction.ts';
import type { InviteUsersDialogProps } from './InviteUsersDialog.tsx';

// The form, its preview, the run and (on upload) papaparse load on first use, not with the list.
const InviteUsersDialog = lazyComponent<InviteUsersDialogProps>(() =>
  import('./InviteUsersDialog.tsx').then((module) => module.InviteUsersDialog),
);

export interface InviteListAction {
  /** The add menu's 'Users from a list'; undefined when the signed-in user may not invite here. */
  action: FloatingAction | undefined;
  /** Invite Users while open, then its run's panel until closed; rendered once by the page. */
  dialog: ReactNode;
}

/** The company page's 'Users from a list' add entry (issue 17), opening Invite Users. */
export function useInviteListAction(companyId: number): InviteListAction {
  const { user: me } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const mayInvite = me !== undefined && canInviteUsers(me, companyId);
  useEffect(
    () => (mayInvite ? preloadOnFirstInteraction(InviteUsersDialog.preload) : undefined),
    [mayInvite],
  );
  const action: FloatingAction | undefined = mayInvite
    ? {
        key: 'usersFromList',
        label: 'Users from a list',
        icon: <ListPlus size={18} aria-hidden="true" />,
        onSelect: () => setOpen(true),
      }
    : undefined;
  const dialog = open && <InviteUsersDialog companyId={companyId} onClose={() => setOpen(false)} />;
  return { action, dialog };
}
