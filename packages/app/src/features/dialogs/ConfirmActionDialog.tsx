import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@admin-hub/ui/ConfirmDialog';
import { useBusy } from '@admin-hub/ui/hooks';
import type { ApiEndpointName } from '../../notifications/toastMessages.ts';
import { useFailureText } from '../../notifications/useFailureText.ts';
import { confirmOutcome } from './confirmOutcome.ts';
import type { Settled } from './settle.ts';

export interface ConfirmActionDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  /** 'Cancel' unless the dialog reports rather than asks (e.g. 'Close'). */
  cancelLabel?: string;
  confirmVariant?: 'primary' | 'danger';
  requireAcknowledgement?: boolean;
  /** The endpoint `run` calls: a failure is said in its error toast's words. */
  endpoint: ApiEndpointName;
  /** The call the person confirms (`settle`d). */
  run: () => Promise<Settled<unknown>>;
  /** Cancel, or done after a successful call. */
  onClose: () => void;
}

/**
 * A confirmation paired with its call (spec §5: deletes and emails are confirmed first). While
 * the call runs the dialog cannot be closed nor confirmed again; it closes when the call
 * succeeds and stays open after a failure (whose toast the listener shows), saying why beside
 * Confirm until the next try.
 */
export function ConfirmActionDialog({
  endpoint,
  run,
  onClose,
  children,
  ...dialog
}: ConfirmActionDialogProps) {
  const { busy, run: runBusy } = useBusy();
  const failureText = useFailureText(endpoint);
  const [error, setError] = useState<string>();
  const confirm = () =>
    runBusy(async () => {
      setError(undefined);
      const outcome = confirmOutcome(await run(), failureText);
      if (outcome.ok) onClose();
      else setError(outcome.error);
    });
  return (
    <ConfirmDialog
      show
      {...dialog}
      submitting={busy}
      error={error}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      {children}
    </ConfirmDialog>
  );
}
