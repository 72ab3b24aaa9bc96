import { useSendPasswordResetEmailMutation } from '../../api/index.ts';
import { ConfirmActionDialog } from '../dialogs/ConfirmActionDialog.tsx';
import { settle } from '../dialogs/settle.ts';
import type { UserDialogProps } from './UserActionDialog.tsx';

/** Confirm Password Reset Send (spec §2, §5): an email leaves only once confirmed. */
export function SendPasswordResetEmailDialog({ user, onClose }: UserDialogProps) {
  const [sendPasswordResetEmail] = useSendPasswordResetEmailMutation();
  return (
    <ConfirmActionDialog
      title="Confirm Password Reset Send"
      endpoint="sendPasswordResetEmail"
      run={() => settle(sendPasswordResetEmail(user.id))}
      onClose={onClose}
    >
      {`Send a password reset email to ${user.email}?`}
    </ConfirmActionDialog>
  );
}
