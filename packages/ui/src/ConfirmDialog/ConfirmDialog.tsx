import { useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { SubmitButton } from '../SubmitButton/SubmitButton.tsx';
import { useFocusBackAfterSubmit } from '../SubmitButton/useFocusBackAfterSubmit.ts';

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
  submitting?: boolean;
  /** The stronger confirmation: Confirm stays disabled until 'I understand' is ticked. */
  requireAcknowledgement?: boolean;
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
}: ConfirmDialogProps) {
  const titleId = useId();
  const acknowledgeId = useId();
  const footer = useFocusBackAfterSubmit(submitting);
  const [acknowledged, setAcknowledged] = useState(false);
  const [wasShown, setWasShown] = useState(show);

  // Untick on every opening, so an earlier "I understand" never carries over.
  if (show !== wasShown) {
    setWasShown(show);
    if (show) setAcknowledged(false);
  }

  const close = () => {
    if (!submitting) onCancel();
  };
  const confirmBlocked = requireAcknowledgement && !acknowledged;

  return (
    <Modal
      show={show}
      onHide={close}
      backdrop={submitting ? 'static' : true}
      keyboard={!submitting}
      centered
      aria-labelledby={titleId}
      className="ah-confirm-dialog"
    >
      <Modal.Header closeButton={!submitting} closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="ah-confirm-dialog__message">{children}</div>
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
      </Modal.Body>
      <Modal.Footer ref={footer}>
        <Button variant="outline-secondary" onClick={close} disabled={submitting}>
          {cancelLabel}
        </Button>
        <SubmitButton
          type="button"
          variant={confirmVariant}
          submitting={submitting}
          disabled={confirmBlocked}
          onClick={() => {
            if (!submitting && !confirmBlocked) onConfirm();
          }}
        >
          {confirmLabel}
        </SubmitButton>
      </Modal.Footer>
    </Modal>
  );
}
