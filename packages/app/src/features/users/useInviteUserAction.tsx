import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { UserPlus } from 'lucide-react';
import { canInviteUsers } from '@admin-hub/domain';
import type { FloatingAction } from '@admin-hub/ui';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { lazyComponent } from '../../lazy/lazyComponent.tsx';
import { preloadOnFirstInteraction } from '../../lazy/preloadOnFirstInteraction.ts';
import type { InviteUserDialogProps } from './InviteUserDialog.tsx';

// Formik, yup and the modal come with the dialog, fetched at the first press on the page.
const InviteUserDialog = lazyComponent<InviteUserDialogProps>(() =>
  import('./InviteUserDialog.tsx').then((module) => module.InviteUserDialog),
);

export interface InviteUserAction {
  /** The add menu's 'User' entry; undefined when the signed-in user may not invite here. */
  action: FloatingAction | undefined;
  /** Invite User while open, rendered once by the page. */
  dialog: ReactNode;
}

/** The company page's 'User' add entry (spec §2), opening Invite User for `companyId`. */
export function useInviteUserAction(companyId: number): InviteUserAction {
  const { user: me } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const mayInvite = me !== undefined && canInviteUsers(me, companyId);
  useEffect(
    () => (mayInvite ? preloadOnFirstInteraction(InviteUserDialog.preload) : undefined),
    [mayInvite],
  );
  const action: FloatingAction | undefined = mayInvite
    ? {
        key: 'user',
        label: 'User',
        icon: <UserPlus size={18} aria-hidden="true" />,
        onSelect: () => setOpen(true),
      }
    : undefined;
  const dialog = open && <InviteUserDialog companyId={companyId} onClose={() => setOpen(false)} />;
  return { action, dialog };
}
