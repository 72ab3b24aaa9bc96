import type { SchedulerSign } from '@admin-hub/domain/entities';
import { useDeleteSchedulerSignMutation } from '../../api/index.ts';
import { ConfirmActionDialog } from '../dialogs/ConfirmActionDialog.tsx';
import { settle } from '../dialogs/settle.ts';

/** Confirm Sign Delete (spec §2): the scheduler sign is deleted in place once confirmed. */
export function DeleteSchedulerSignDialog({
  sign,
  onClose,
}: {
  sign: SchedulerSign;
  onClose: () => void;
}) {
  const [deleteSign] = useDeleteSchedulerSignMutation();
  return (
    <ConfirmActionDialog
      title="Confirm Delete"
      confirmVariant="danger"
      endpoint="deleteSchedulerSign"
      run={() => settle(deleteSign(sign.id))}
      onClose={onClose}
    >
      {`Are you sure you want to permanently delete the scheduler sign ${sign.name}?`}
    </ConfirmActionDialog>
  );
}
