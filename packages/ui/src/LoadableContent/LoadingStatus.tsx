import Spinner from 'react-bootstrap/Spinner';
import type { LoadPlacement } from './Loadable.ts';

const SPACING: Record<LoadPlacement, string> = {
  page: 'justify-content-center py-5',
  dialog: 'py-3',
  field: 'mb-3',
  inline: '',
};

export interface LoadingStatusProps {
  /** What is on its way, e.g. 'Loading users'. */
  label: string;
  placement?: LoadPlacement;
  /** Heard, not seen: a skeleton shows what is loading. */
  hidden?: boolean;
}

/** A spinner and what is loading, announced to screen readers. */
export function LoadingStatus({ label, placement = 'page', hidden = false }: LoadingStatusProps) {
  return (
    <div
      role="status"
      className={
        hidden
          ? 'visually-hidden'
          : `d-flex align-items-center gap-2 text-body-secondary ${SPACING[placement]}`
      }
    >
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
