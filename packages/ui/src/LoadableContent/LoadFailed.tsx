import Button from 'react-bootstrap/Button';
import { RotateCw } from 'lucide-react';
import type { LoadPlacement } from './Loadable.ts';

export interface LoadFailedProps {
  /** What could not be loaded, e.g. 'The users could not be loaded.' */
  message: string;
  /** Asks again; the loading state shows meanwhile. */
  onRetry: () => void;
  placement?: LoadPlacement;
}

/**
 * In place of what failed to load: the toast says what happened, this keeps a way forward where
 * the data was to be (on a page, search, sort and navigation above it stay usable).
 */
export function LoadFailed({ message, onRetry, placement = 'page' }: LoadFailedProps) {
  // Bootstrap's alert markup without react-bootstrap's Alert: that one fades in through
  // react-transition-group, which a list's first load then downloads for an alert that shows at
  // once. A dialog's body has its own padding below; elsewhere the alert keeps its margin.
  return (
    <div
      role="alert"
      className={`alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2${placement === 'dialog' ? ' mb-0' : ''}`}
    >
      <span>{message}</span>
      <Button variant="outline-danger" size="sm" onClick={onRetry}>
        <RotateCw size={14} aria-hidden="true" className="me-1" />
        Retry
      </Button>
    </div>
  );
}
