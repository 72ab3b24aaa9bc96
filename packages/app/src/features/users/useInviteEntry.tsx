import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { canInviteUsers } from '@admin-hub/domain/canInviteUsers';
import type { FloatingAction } from '@admin-hub/ui/FloatingActionButton';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import type { LazyComponent } from '@admin-hub/ui/lazy';
import { preloadOnFirstInteraction } from '@admin-hub/ui/lazy';
import { useDialog } from '../dialogs/useDialog.tsx';

/** What the company page's invite dialogs take. */
export interface InviteDialogProps {
  companyId: number;
  onClose: () => void;
}

export interface InviteEntry {
  /** The add menu's entry; undefined when the signed-in user may not invite here. */
  action: FloatingAction | undefined;
  /** The dialog while open, rendered once by the page. */
  dialog: ReactNode;
}

/**
 * An add-menu entry of the company page that opens an invite dialog (Invite User, Invite
 * Users): offered where the signed-in user may invite (spec §6), its dialog's code fetched at
 * the first press on the page rather than with it.
 */
export function useInviteEntry(
  companyId: number,
  Dialog: LazyComponent<InviteDialogProps>,
  entry: Required<Pick<FloatingAction, 'key' | 'label' | 'icon'>>,
): InviteEntry {
  const { user: me } = useCurrentUser();
  const invite = useDialog();
  const mayInvite = me !== undefined && canInviteUsers(me, companyId);
  useEffect(
    () => (mayInvite ? preloadOnFirstInteraction(Dialog.preload) : undefined),
    [mayInvite, Dialog],
  );
  return {
    action: mayInvite ? { ...entry, onSelect: () => invite.open() } : undefined,
    dialog: invite.render(({ close }) => <Dialog companyId={companyId} onClose={close} />),
  };
}
