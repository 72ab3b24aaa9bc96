import type { User, UserRowAction } from '@admin-hub/domain';
import { DeleteUserDialog } from './DeleteUserDialog.tsx';
import { EditUserDialog } from './EditUserDialog.tsx';
import { SchedulerSignPermissionsDialog } from './SchedulerSignPermissionsDialog.tsx';
import { MfaDevicesDialog } from './MfaDevicesDialog.tsx';
import { PasswordResetLinkDialog } from './PasswordResetLinkDialog.tsx';
import { SendInviteEmailDialog } from './SendInviteEmailDialog.tsx';
import { SendPasswordResetEmailDialog } from './SendPasswordResetEmailDialog.tsx';

/** A row action that opens a dialog, and the user it is for. */
export interface UserDialog {
  action: Exclude<UserRowAction, 'emulate'>;
  user: User;
}

export interface UserActionDialogProps extends UserDialog {
  onClose: () => void;
}

/** The dialog of one row action, mounted anew for each opening. */
export function UserActionDialog({ action, user, onClose }: UserActionDialogProps) {
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
    default:
      return null;
  }
}
