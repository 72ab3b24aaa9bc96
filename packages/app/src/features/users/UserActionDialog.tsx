import type { User } from '@admin-hub/domain/entities';
import type { UserRowAction } from '@admin-hub/domain/userRowActions';
import type { ActionDialogProps } from '../dialogs/useDialog.tsx';
import { DeleteUserDialog } from './DeleteUserDialog.tsx';
import { EditUserDialog } from './EditUserDialog.tsx';
import { SchedulerSignPermissionsDialog } from './SchedulerSignPermissionsDialog.tsx';
import { MfaDevicesDialog } from './MfaDevicesDialog.tsx';
import { PasswordResetLinkDialog } from './PasswordResetLinkDialog.tsx';
import { SendInviteEmailDialog } from './SendInviteEmailDialog.tsx';
import { SendPasswordResetEmailDialog } from './SendPasswordResetEmailDialog.tsx';
import { UserActivityDialog } from './UserActivityDialog.tsx';

/**
 * A row action that opens a dialog (emulation acts at once), and the user it is for; 'activity'
 * is the menu's one item that is no action of spec §2 (issue 36).
 */
interface UserDialog {
  action: Exclude<UserRowAction, 'emulate'> | 'activity';
  user: User;
}

/** The props of every user dialog. */
export interface UserDialogProps {
  user: User;
  onClose: () => void;
}

export type UserActionDialogProps = ActionDialogProps<UserDialog>;

/** The dialog of one row action, for `useDialog`. */
export function UserActionDialog({ dialog: { action, user }, onClose }: UserActionDialogProps) {
  switch (action) {
    case 'edit':
      return <EditUserDialog user={user} onClose={onClose} />;
    case 'editSignPermissions':
      return <SchedulerSignPermissionsDialog user={user} onClose={onClose} />;
    case 'delete':
      return <DeleteUserDialog user={user} onClose={onClose} />;
    case 'sendInviteEmail':
      return <SendInviteEmailDialog user={user} onClose={onClose} />;
    case 'sendPasswordResetEmail':
      return <SendPasswordResetEmailDialog user={user} onClose={onClose} />;
    case 'createPasswordResetLink':
      return <PasswordResetLinkDialog user={user} onClose={onClose} />;
    case 'viewMfaDevices':
      return <MfaDevicesDialog user={user} onClose={onClose} />;
    case 'activity':
      return <UserActivityDialog user={user} onClose={onClose} />;
  }
}
