import { useId, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { SubmitButton } from '../SubmitButton/SubmitButton.tsx';
import { useFocusBackAfterSubmit } from '../SubmitButton/useFocusBackAfterSubmit.ts';

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
  /** Before the fields, e.g. why a field cannot be changed. */
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
  const footer = useFocusBackAfterSubmit(submitting);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // `submitting` comes from the form's own state (Formik's isSubmitting), set before the next
    // click or Enter can arrive, so a second submit is refused here.
    if (submitting || submitDisabled) return;
    onSubmit();
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
        <Modal.Footer ref={footer}>
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
