import type { SchedulerSign } from '@admin-hub/domain/entities';
import type { ActionDialogProps } from '../dialogs/useDialog.tsx';
import { DeleteContentSignInfo } from './DeleteContentSignInfo.tsx';
import { DeleteSchedulerSignDialog } from './DeleteSchedulerSignDialog.tsx';

/**
 * A sign row action that opens a dialog (the others are links), and what it acts on. A company
 * manager's delete of a {product} sign only says whom to ask, so it names no sign.
 */
type SignDialog =
  { action: 'deleteSchedulerSign'; sign: SchedulerSign } | { action: 'deleteContentSign' };

export type SignActionDialogProps = ActionDialogProps<SignDialog>;

/** The dialog of one sign row action, for `useDialog`. */
export function SignActionDialog({ dialog, onClose }: SignActionDialogProps) {
  switch (dialog.action) {
    case 'deleteSchedulerSign':
      return <DeleteSchedulerSignDialog sign={dialog.sign} onClose={onClose} />;
    case 'deleteContentSign':
      return <DeleteContentSignInfo onClose={onClose} />;
  }
}
