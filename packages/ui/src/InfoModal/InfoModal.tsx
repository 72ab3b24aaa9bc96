import { useId, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useFocusBackAfterSubmit } from '../SubmitButton/useFocusBackAfterSubmit.ts';

export interface InfoModalProps {
  show: boolean;
  title: string;
  onHide: () => void;
  size?: 'sm' | 'lg';
  children: ReactNode;
  /**
   * Replaces the Close button for a step inside the modal that brings its own buttons (the MFA
   * Devices modal's delete confirmation).
   */
  footer?: ReactNode;
  /** False while such a step runs: no Escape, no backdrop click, no close button. */
  dismissible?: boolean;
}

/** A modal that only shows something (Password Reset link, MFA Devices): Close is its one button. */
export function InfoModal({
  show,
  title,
  onHide,
  size,
  children,
  footer,
  dismissible = true,
}: InfoModalProps) {
  const titleId = useId();
  // A step that brings its own submit button (a device's delete) gets focus back after failing.
  const footerRef = useFocusBackAfterSubmit(!dismissible);
  const hide = () => {
    if (dismissible) onHide();
  };
  return (
    <Modal
      show={show}
      onHide={hide}
      backdrop={dismissible ? true : 'static'}
      keyboard={dismissible}
      size={size}
      centered
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton={dismissible} closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer ref={footerRef}>
        {footer ?? (
          <Button variant="outline-secondary" onClick={onHide}>
            Close
          </Button>
        )}
      </Modal.Footer>
    </Modal>
  );
}
