import { UserPlus } from 'lucide-react';
import { lazyComponent } from '@admin-hub/ui/lazy';
import type { InviteUserDialogProps } from './InviteUserDialog.tsx';
import { useInviteEntry } from './useInviteEntry.tsx';
import type { InviteEntry } from './useInviteEntry.tsx';

// Formik, yup and the modal come with the dialog, fetched at the first press on the page.
const InviteUserDialog = lazyComponent<InviteUserDialogProps>(() =>
  import('./InviteUserDialog.tsx').then((module) => module.InviteUserDialog),
);

const ENTRY = { key: 'user', label: 'User', icon: <UserPlus size={18} aria-hidden="true" /> };

/** The company page's 'User' add entry (spec §2), opening Invite User for `companyId`. */
export const useInviteUserAction = (companyId: number): InviteEntry =>
  useInviteEntry(companyId, InviteUserDialog, ENTRY);
