import { useDeleteUserMutation } from '../../api/index.ts';
import { ConfirmActionDialog } from '../dialogs/ConfirmActionDialog.tsx';
import { settle } from '../dialogs/settle.ts';
import type { UserDialogProps } from './UserActionDialog.tsx';

/** Confirm Delete (spec §2): the stronger confirmation, since the user is gone for good. */
export function DeleteUserDialog({ user, onClose }: UserDialogProps) {
  const [deleteUser] = useDeleteUserMutation();
  return (
    <ConfirmActionDialog
      title="Confirm Delete"
      confirmLabel="Confirm"
      confirmVariant="danger"
      requireAcknowledgement
      endpoint="deleteUser"
      run={() => settle(deleteUser({ id: user.id, companyId: user.companyId }))}
      onClose={onClose}
    >
      {`Are you sure you want to delete the user ${user.email}? This user will be permanently deleted.`}
    </ConfirmActionDialog>
  );
}
