import { useId, useState, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { ModalFrame } from '../ModalFrame/ModalFrame.tsx';

/**
 * How a confirmed call went: done, or failed, with the words to show beside Confirm (none when
 * something else says it, e.g. the session-ended prompt). Either way a failure keeps it open.
 */
export type ConfirmOutcome = { ok: true } | { ok: false; error?: string };

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  /** The question, e.g. 'Are you sure you want to delete the user {email}? …'. */
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions. */
  confirmVariant?: 'primary' | 'danger';
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed call runs (its owner's `useBusy`). */
  submitting?: boolean;
  /** The stronger confirmation: Confirm stays disabled until 'I understand' is ticked. */
  requireAcknowledgement?: boolean;
  /** Nothing to confirm (e.g. every selected user is skipped): Confirm stays disabled. */
  confirmDisabled?: boolean;
  /** Why the last confirmed call failed, shown beside Confirm (`ModalFrame`'s `error`). */
  error?: string;
}

/**
 * Cancel and Confirm (spec §4). While submitting it cannot be closed and both buttons are
 * disabled; with `requireAcknowledgement` the 'I understand' box starts unticked on every opening.
 */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  confirmVariant = 'primary',
  onConfirm,
  onCancel,
  submitting = false,
  requireAcknowledgement = false,
  confirmDisabled = false,
  error,
}: ConfirmDialogProps) {
  const acknowledgeId = useId();
  const [acknowledged, setAcknowledged] = useState(false);
  const [wasShown, setWasShown] = useState(show);

  // Untick on every opening, so an earlier "I understand" never carries over.
  if (show !== wasShown) {
    setWasShown(show);
    if (show) setAcknowledged(false);
  }

  const confirmBlocked = confirmDisabled || (requireAcknowledgement && !acknowledged);

  return (
    <ModalFrame
      show={show}
      title={title}
      onHide={onCancel}
      busy={submitting}
      error={error}
      dismissLabel={cancelLabel}
      action={{
        label: confirmLabel,
        variant: confirmVariant,
        disabled: confirmBlocked,
        onClick: () => {
          if (!submitting && !confirmBlocked) onConfirm();
        },
      }}
    >
      <div>{children}</div>
      {requireAcknowledgement && (
        <Form.Check
          id={acknowledgeId}
          className="mt-3"
          type="checkbox"
          label="I understand"
          checked={acknowledged}
          disabled={submitting}
          onChange={(event) => setAcknowledged(event.currentTarget.checked)}
        />
      )}
    </ModalFrame>
  );
}
