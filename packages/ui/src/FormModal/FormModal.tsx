import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { SubmitButton } from '../SubmitButton/SubmitButton.tsx';

export interface FormModalProps {
  show: boolean;
  title: string;
  /** Cancel, Close, Esc or a backdrop click; never called while submitting. */
  onHide: () => void;
  onSubmit: () => void;
  submitting: boolean;
  submitLabel?: 'Save' | 'Create';
  cancelLabel?: 'Cancel' | 'Close';
  /** Keeps the submit button disabled, e.g. until the form has changed. */
  submitDisabled?: boolean;
  size?: 'sm' | 'lg';
  children: ReactNode;
}

/**
 * A create or edit form in a modal (spec §2, §4): Cancel, and Save or Create with a spinner.
 * While submitting it cannot be dismissed and the form cannot be sent a second time.
 */
export function FormModal({
  show,
  title,
  onHide,
  onSubmit,
  submitting,
  submitLabel = 'Save',
  cancelLabel = 'Cancel',
  submitDisabled = false,
  size,
  children,
}: FormModalProps) {
  const titleId = useId();
  // Blocks a second Enter or click that lands before the parent reports `submitting`.
  const locked = useRef(false);
  const submittingNow = useRef(submitting);

  useEffect(() => {
    submittingNow.current = submitting;
    if (!submitting) locked.current = false;
  }, [submitting]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || submitDisabled || locked.current) return;
    locked.current = true;
    onSubmit();
    // If the parent never started submitting (e.g. validation failed), allow the next try.
    setTimeout(() => {
      if (!submittingNow.current) locked.current = false;
    }, 0);
  };

  const hide = () => {
    if (!submitting) onHide();
  };

  return (
    <Modal
      show={show}
      onHide={hide}
      backdrop={submitting ? 'static' : true}
      keyboard={!submitting}
      size={size}
      centered
      aria-labelledby={titleId}
      className="ah-form-modal"
    >
      <form onSubmit={handleSubmit} noValidate aria-labelledby={titleId} aria-busy={submitting}>
        <Modal.Header closeButton={!submitting} closeLabel="Close">
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={hide} disabled={submitting}>
            {cancelLabel}
          </Button>
          <SubmitButton submitting={submitting} disabled={submitDisabled}>
            {submitLabel}
          </SubmitButton>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
