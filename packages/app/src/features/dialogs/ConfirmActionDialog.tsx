import type { ReactNode } from 'react';
import { ConfirmDialog } from '@admin-hub/ui/ConfirmDialog';
import { useBusy } from '@admin-hub/ui/hooks';

export interface ConfirmActionDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  /** 'Cancel' unless the dialog reports rather than asks (e.g. 'Close'). */
  cancelLabel?: string;
  confirmVariant?: 'primary' | 'danger';
  requireAcknowledgement?: boolean;
  /** The call the person confirms; resolves true when it went through. */
  run: () => Promise<boolean>;
  /** Cancel, or done after a successful call. */
  onClose: () => void;
}

/**
 * A confirmation paired with its call (spec §5: deletes and emails are confirmed first). While
 * the call runs the dialog cannot be closed nor confirmed again; it closes when the call
 * succeeds and stays open after a failure (whose toast the listener shows), for another try.
 */
export function ConfirmActionDialog({
  run,
  onClose,
  children,
  ...dialog
}: ConfirmActionDialogProps) {
  const { busy, run: runBusy } = useBusy();
  const confirm = () =>
    runBusy(async () => {
      if (await run()) onClose();
    });
  return (
    <ConfirmDialog
      show
      {...dialog}
      submitting={busy}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      {children}
    </ConfirmDialog>
  );
}
