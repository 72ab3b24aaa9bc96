export interface ExportButtonProps {
  onClick: () => void;
  /** Nothing to export yet (the list loads or is empty), or an export runs. */
  disabled?: boolean;
}

/** 'Export CSV' beside a list's heading: exports what the list shows, every page of it. */
export function ExportButton({ onClick, disabled = false }: ExportButtonProps) {
  // A plain button with Bootstrap's classes: react-bootstrap's would cost the list's first load
  // a chunk of its own.
  return (
    <button
      type="button"
      className="btn btn-outline-primary"
      onClick={onClick}
      disabled={disabled}
    >
      Export CSV
    </button>
  );
}
