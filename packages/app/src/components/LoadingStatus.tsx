import Spinner from 'react-bootstrap/Spinner';

/** What a page shows while its first answer is on its way; announced to screen readers. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="d-flex align-items-center justify-content-center gap-2 py-5 text-body-secondary"
    >
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
