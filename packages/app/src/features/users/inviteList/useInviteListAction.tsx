import { ListPlus } from 'lucide-react';
import { lazyComponent } from '@admin-hub/ui/lazy';
import { useInviteEntry } from '../useInviteEntry.tsx';
import type { InviteEntry } from '../useInviteEntry.tsx';
import type { InviteUsersDialogProps } from './InviteUsersDialog.tsx';

// The form, its preview, the run and (on upload) papaparse load on first use, not with the list.
const InviteUsersDialog = lazyComponent<InviteUsersDialogProps>(() =>
  import('./InviteUsersDialog.tsx').then((module) => module.InviteUsersDialog),
);

const ENTRY = {
  key: 'usersFromList',
  label: 'Users from a list',
  icon: <ListPlus size={18} aria-hidden="true" />,
};

/**
 * The company page's 'Users from a list' add entry (issue 17), opening Invite Users; its dialog
 * stays while its run's panel shows, until closed.
 */
export const useInviteListAction = (companyId: number): InviteEntry =>
  useInviteEntry(companyId, InviteUsersDialog, ENTRY);
