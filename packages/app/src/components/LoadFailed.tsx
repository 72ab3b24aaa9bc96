import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { RotateCw } from 'lucide-react';

export interface LoadFailedProps {
  /** What could not be loaded, e.g. 'The users could not be loaded.' */
  message: string;
  /** Asks again; the page shows its loading state meanwhile. */
  onRetry: () => void;
}

/**
 * In place of a list whose call failed: the toast says what happened, this keeps a way forward
 * on the page (search, sort and navigation above it stay usable).
 */
export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  return (
    <Alert
      variant="danger"
      className="d-flex flex-wrap align-items-center justify-content-between gap-2"
    >
      <span>{message}</span>
      <Button variant="outline-danger" size="sm" onClick={onRetry}>
        <RotateCw size={14} aria-hidden="true" className="me-1" />
        Retry
      </Button>
    </Alert>
  );
}
