import { useId, useState, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { EditGoneNotice } from '../EditConflictPanel/EditGoneNotice.tsx';
import { ModalFrame } from '../ModalFrame/ModalFrame.tsx';

/**
 * How a confirmed call went: done, or failed, with the words to show beside Confirm (none when
 * something else says it, e.g. the session-ended prompt). Either way a failure keeps it open.
 * Issue 36: or not sent, because what it changes was deleted meanwhile (`gone`, said in place of
 * the question, with only Close).
 */
export type ConfirmOutcome = { ok: true } | { ok: false; error?: string; gone?: string };

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
  /** What it changes was deleted meanwhile: said in place of the question, with only Close. */
  gone?: string;
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
  gone,
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
      dismissLabel={gone === undefined ? cancelLabel : 'Close'}
      action={
        gone === undefined
          ? {
              label: confirmLabel,
              variant: confirmVariant,
              disabled: confirmBlocked,
              onClick: () => {
                if (!submitting && !confirmBlocked) onConfirm();
              },
            }
          : undefined
      }
    >
      {gone === undefined ? <div>{children}</div> : <EditGoneNotice message={gone} />}
      {requireAcknowledgement && gone === undefined && (
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
