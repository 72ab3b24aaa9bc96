import { useSendInviteEmailMutation } from '../../api/index.ts';
import { ConfirmActionDialog } from '../dialogs/ConfirmActionDialog.tsx';
import { settle } from '../dialogs/settle.ts';
import type { UserDialogProps } from './UserActionDialog.tsx';

/** Confirm Invite Email Send (spec §2, §5): an email leaves only once confirmed. */
export function SendInviteEmailDialog({ user, onClose }: UserDialogProps) {
  const [sendInviteEmail] = useSendInviteEmailMutation();
  return (
    <ConfirmActionDialog
      title="Confirm Invite Email Send"
      endpoint="sendInviteEmail"
      run={() => settle(sendInviteEmail(user.id))}
      onClose={onClose}
    >
      {`Send an invite email to ${user.email}?`}
    </ConfirmActionDialog>
  );
}
