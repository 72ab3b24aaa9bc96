import { useId, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

export interface InfoModalProps {
  show: boolean;
  title: string;
  onHide: () => void;
  size?: 'sm' | 'lg';
  children: ReactNode;
}

/** A modal that only shows something (Password Reset link, MFA Devices): Close is its one button. */
export function InfoModal({ show, title, onHide, size, children }: InfoModalProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onHide} size={size} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
